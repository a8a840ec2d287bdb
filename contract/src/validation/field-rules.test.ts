import { fieldRules, invalidPasswordChars, isEmail, isPhone, isoDay, isPlainText, normalisePhone, parseDate, parseSum, textLength } from './field-rules';

describe('the shared rule table', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(textLength('😀😀')).toBe(2);
    expect(textLength('Omad')).toBe(4);
  });

  it('allows Latin, the whole Cyrillic block and only the Latvian letters with diacritics in passwords', () => {
    expect(invalidPasswordChars('Parol Ўқ1ĀŽ')).toEqual([' ']);
    expect(invalidPasswordChars('ŁőĀ')).toEqual(['Ł', 'ő']);
  });

  it('reads contacts as the forms and the server do', () => {
    expect(normalisePhone('+998 (90) 123-45.67')).toBe('+998901234567');
    expect(isPhone('+998 90 123 45 67')).toBe(true);
    expect(isPhone('12345')).toBe(false);
    expect(isEmail('ali@mail.uz')).toBe(true);
    expect(isEmail(`${'x'.repeat(fieldRules.email.max)}@mail.uz`)).toBe(false);
  });

  it('reads amounts up to 11 digits', () => {
    expect(parseSum(' 1,500 ')).toBe(1500);
    expect(parseSum('9'.repeat(11))).toBe(99_999_999_999);
    expect(parseSum('9'.repeat(12))).toBeNaN();
    expect(parseSum('0100')).toBeNaN();
  });

  it('reads dates into calendar days', () => {
    expect(isoDay(parseDate('5.1.1990')!)).toBe('1990-01-05');
    expect(isoDay(parseDate('1990-01-05')!)).toBe('1990-01-05');
    expect(parseDate('29.02.2001')).toBeNull();
  });
});

describe('isPlainText', () => {
  it.each(['', 'Book of Ra', 'Привет', 'O’Neil', '🎰 slots', 'tab\u00A0nbsp'])('accepts %p', (value) => {
    expect(isPlainText(value)).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['an escape', '\u001b[2J'],
    ['a newline', 'a\nb'],
    ['DEL', '\u007f'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\uD800'],
    ['a lone low surrogate', '\uDC00b'],
    ['swapped halves', '\uDE00\uD83C'],
  ])('refuses %s', (_label, value) => {
    expect(isPlainText(value)).toBe(false);
  });
});
