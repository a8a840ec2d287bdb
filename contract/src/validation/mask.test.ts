import { applyMask, caretAfterSlots, maskChange, maskEdit, maskMatches, maskPaste, maskPrefix, maskSlots, remask, unmask, withoutPrefix } from './mask';

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

describe('caret and editing in a masked field', () => {
  const phone = '+998 ## ###-##-##';
  const date = '##.##.####';
  const card = '#### #### #### #### ###';

  it('knows the literals a mask starts with and how many characters it takes', () => {
    expect(maskPrefix(phone)).toBe('+998 ');
    expect(maskPrefix('(###) ###-##-##')).toBe('(');
    expect(maskPrefix(date)).toBe('');
    expect(maskSlots(phone)).toBe(9);
    expect(maskSlots(date)).toBe(8);
  });

  it('puts the caret after the n-th typed character', () => {
    expect(caretAfterSlots('+998 90 123', phone, 0)).toBe(5);
    expect(caretAfterSlots('+998 90 123', phone, 2)).toBe(7);
    expect(caretAfterSlots('+998 90 123', phone, 2, true)).toBe(8);
    expect(caretAfterSlots('+998 90 123', phone, 5)).toBe(11);
    expect(caretAfterSlots('', date, 0)).toBe(0);
  });

  it('types at the end: literals are written and the caret follows', () => {
    expect(maskEdit('+998 9', 6, phone, '+998 ')).toEqual({ value: '+998 9', caret: 6 });
    expect(maskEdit('+998 901', 8, phone, '+998 90')).toEqual({ value: '+998 90 1', caret: 9 });
    expect(maskEdit('0501', 4, date, '05.0')).toEqual({ value: '05.01', caret: 5 });
    expect(maskEdit('05.011', 6, date, '05.01')).toEqual({ value: '05.01.1', caret: 7 });
    // A separator the player types is the mask's own.
    expect(maskEdit('05.', 3, date, '05')).toEqual({ value: '05.', caret: 3 });
  });

  it('drops a character that does not fit without moving the caret', () => {
    expect(maskEdit('05.0a', 5, date, '05.0')).toEqual({ value: '05.0', caret: 4 });
    expect(maskEdit('+998 9x', 7, phone, '+998 9')).toEqual({ value: '+998 9', caret: 6 });
  });

  it('keeps the prefix when the player types over it', () => {
    expect(maskEdit('9', 1, phone, '')).toEqual({ value: '+998 9', caret: 6 });
    expect(maskEdit('+998', 4, phone, '+998 ', 'deleteBackward')).toEqual({ value: '+998 ', caret: 5 });
  });

  it('inserts in the middle and keeps the caret after the typed character', () => {
    // "+998 90 1|23" + "5"
    expect(maskEdit('+998 90 1523-45-67', 10, phone, '+998 90 123-45-67')).toEqual({ value: '+998 90 152-34-56', caret: 10 });
    // "12.|05.1990": typing 3 moves the rest along
    expect(maskEdit('12.305.1990', 4, date, '12.05.1990')).toEqual({ value: '12.30.5199', caret: 4 });
  });

  it('deletes a typed character in the middle and closes the gap', () => {
    // backspace after "+998 90 12"
    expect(maskEdit('+998 90 13-45-67', 9, phone, '+998 90 123-45-67', 'deleteBackward')).toEqual({ value: '+998 90 134-56-7', caret: 9 });
  });

  it('backspace over a literal deletes the digit before it', () => {
    // "+998 90 |123": the space goes, so does the 0
    expect(maskEdit('+998 90123-45-67', 7, phone, '+998 90 123-45-67', 'deleteBackward')).toEqual({ value: '+998 91 234-56-7', caret: 6 });
    // "12.|05": the dot goes, so does the 2
    expect(maskEdit('1205', 2, date, '12.05', 'deleteBackward')).toEqual({ value: '10.5', caret: 1 });
  });

  it('delete over a literal deletes the digit after it', () => {
    // "12|.05"
    expect(maskEdit('1205', 2, date, '12.05', 'deleteForward')).toEqual({ value: '12.5', caret: 2 });
  });

  it('deleting at the end leaves no literal after the last digit', () => {
    expect(maskEdit('+998 90 ', 8, phone, '+998 90 1', 'deleteBackward')).toEqual({ value: '+998 90', caret: 7 });
    expect(maskEdit('12.', 3, date, '12.0', 'deleteBackward')).toEqual({ value: '12', caret: 2 });
  });

  it('pastes raw or formatted numbers the same', () => {
    const empty = maskPaste('', 0, 0, '901234567', phone);
    expect(empty).toEqual({ value: '+998 90 123-45-67', caret: 17 });
    expect(maskPaste('+998 ', 5, 5, '+998 90 123 45 67', phone)).toEqual(empty);
    expect(maskPaste('+998 ', 5, 5, '998901234567', phone)).toEqual(empty);
    expect(maskPaste('', 0, 0, '+998-90-123-45-67', phone)).toEqual(empty);
    expect(maskPaste('', 0, 0, '4111 1111-1111 1111', card)).toEqual({ value: '4111 1111 1111 1111', caret: 19 });
    expect(maskPaste('', 0, 0, '05.01.1990', date)).toEqual({ value: '05.01.1990', caret: 10 });
    expect(maskPaste('', 0, 0, '05011990', date)).toEqual({ value: '05.01.1990', caret: 10 });
  });

  it('pastes over a selection in the middle', () => {
    // "+998 [90] 123-45-67" ← "33"
    expect(maskPaste('+998 90 123-45-67', 5, 7, '33', phone)).toEqual({ value: '+998 33 123-45-67', caret: 8 });
  });

  it('takes an international prefix off text pasted under a country choice', () => {
    const local = '## ###-##-##';
    expect(maskPaste('', 0, 0, '+998 90 123 45 67', local, '+998')).toEqual({ value: '90 123-45-67', caret: 12 });
    expect(maskPaste('', 0, 0, '998901234567', local, '+998')).toEqual({ value: '90 123-45-67', caret: 12 });
    // Nine digits starting 998 are a local number.
    expect(maskPaste('', 0, 0, '998123456', local, '+998')).toEqual({ value: '99 812-34-56', caret: 12 });
    expect(withoutPrefix('+7 (912) 345-67-89', '+7', 10)).toBe(' (912) 345-67-89');
    expect(withoutPrefix('+7 912', '+998', 9)).toBe('+7 912');
  });

  it('formats a value again under another mask', () => {
    expect(remask('90 123-45-67', '## ###-##-##', '(###) ###-##-##')).toBe('(901) 234-56-7');
  });
});

describe('a change of several characters at once', () => {
  const phone = '+998 ## ###-##-##';

  it('is taken like a paste: a whole number put after the prefix the field shows', () => {
    expect(maskChange('+998 ', '+998 +998 90 123 45 67', 22, phone)).toEqual({ value: '+998 90 123-45-67', caret: 17 });
    expect(maskChange('+998 ', '+998 901234567', 14, phone)).toEqual({ value: '+998 90 123-45-67', caret: 17 });
    expect(maskChange('', '+998901234567', 13, phone)).toEqual({ value: '+998 90 123-45-67', caret: 17 });
    expect(maskChange('', '998901234567', 12, '## ###-##-##', 'insert', '+998')).toEqual({ value: '90 123-45-67', caret: 12 });
  });

  it('replaces what it was put over, in the middle too', () => {
    expect(maskChange('+998 90 123-45-67', '+998 33 123-45-67', 7, phone)).toEqual({ value: '+998 33 123-45-67', caret: 8 });
    expect(maskChange('12.05', '12.05.1990', 10, '##.##.####')).toEqual({ value: '12.05.1990', caret: 10 });
  });

  it('one character is typing', () => {
    expect(maskChange('+998 90', '+998 901', 8, phone)).toEqual({ value: '+998 90 1', caret: 9 });
    expect(maskChange('+998 90 1', '+998 90 ', 8, phone, 'deleteBackward')).toEqual({ value: '+998 90', caret: 7 });
  });
});
