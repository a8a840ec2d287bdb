import { applyMask, maskMatches, unmask } from './mask';

describe('input masks', () => {
  const phone = '+998 ## ###-##-##';

  it('# takes digits, @ letters, * either', () => {
    expect(applyMask('AB1234', '@@ ####')).toBe('AB 1234');
    expect(applyMask('1A2B3', '@@ ####')).toBe('AB 3');
    expect(applyMask('a1b2', '****')).toBe('a1b2');
    expect(applyMask('a-1', '**')).toBe('a1');
    expect(applyMask('Ўз', '@@')).toBe('Ўз');
  });

  it('inserts literals and stops where the input ends', () => {
    expect(applyMask('+998901234567', phone)).toBe('+998 90 123-45-67');
    expect(applyMask('+99890', phone)).toBe('+998 90');
    expect(applyMask('', phone)).toBe('');
    expect(applyMask('12345678', '##.##.####')).toBe('12.34.5678');
  });

  it('is stable when applied to its own output', () => {
    const once = applyMask('+998901234567', phone);
    expect(applyMask(once, phone)).toBe(once);
    expect(applyMask(applyMask('0501', '##.##.####'), '##.##.####')).toBe('05.01');
  });

  it('cuts what does not fit', () => {
    expect(applyMask('1234567', '###')).toBe('123');
  });

  it('tells whether a value fills the mask', () => {
    expect(maskMatches('+998 90 123-45-67', phone)).toBe(true);
    expect(maskMatches('+998 90 123-45-6', phone)).toBe(false);
    expect(maskMatches('+998 90 123-45-6x', phone)).toBe(false);
    expect(maskMatches('+998-90 123-45-67', phone)).toBe(false);
    expect(maskMatches('AB 1234', '@@ ####')).toBe(true);
    expect(maskMatches('A1 1234', '@@ ####')).toBe(false);
    expect(maskMatches('a1', '**')).toBe(true);
  });

  it('unmasks back to the typed characters', () => {
    expect(unmask('+998 90 123-45-67', phone)).toBe('901234567');
  });
});
