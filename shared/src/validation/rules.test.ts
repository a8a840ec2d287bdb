import { validateValue, ruleFor } from './types';
import * as r from './rules';

/** The message a value gets from a type, or null. */
const v = (type: string, value: unknown, options: r.RuleOptions = {}) => validateValue(type, value, options);

describe('password', () => {
  it('is required, 6 to 20 characters', () => {
    expect(v('password', '')).toBe('Field is required');
    expect(v('password', undefined)).toBe('Field is required');
    expect(v('password', 'abc12')).toBe('Min length is 6');
    expect(v('password', 'abc123')).toBeNull();
    expect(v('password', 'a'.repeat(20))).toBeNull();
    expect(v('password', 'a'.repeat(21))).toBe('Max length is 20');
  });

  it('allows Latin, Cyrillic, Latvian letters, digits and punctuation', () => {
    expect(v('password', 'Parol_2026!')).toBeNull();
    expect(v('password', 'Пароль2026Ёё')).toBeNull();
    expect(v('password', 'ĀčĒģĪķĻņŠūŽ1')).toBeNull();
    expect(v('password', `!"#$%&'()*+,-./`)).toBeNull();
    expect(v('password', ':;<=>?@[\\]^_`{|}~')).toBeNull();
  });

  it('lists the characters it refuses', () => {
    expect(v('password', 'abc€def™€')).toBe('Wrong password: € ™');
    expect(v('password', 'abc def1')).toBe('Wrong password: " "');
    expect(v('password', 'oʻzbek123')).toBe('Wrong password: ʻ');
    // Spec §5: Cyrillic (Uzbek Cyrillic too), but of Latin Extended-A only the Latvian letters.
    expect(v('password', 'Ўзбек1қғҳ')).toBeNull();
    expect(v('password', 'Łódź1234')).toBe('Wrong password: Ł ó ź');
    expect(r.invalidPasswordChars('aä😀')).toEqual(['ä', '😀']);
  });

  it('must equal the previous password when one is given', () => {
    expect(v('password', 'secret1', { previous: 'secret2' })).toBe('Same as field');
    expect(v('password', 'secret1', { previous: 'secret1' })).toBeNull();
    expect(v('password', 'secret1', { previous: '' })).toBeNull();
  });

  it('applies to the new-password types', () => {
    expect(ruleFor('newPassword')).toBe('password');
    expect(v('new_password_confirmation', 'abc')).toBe('Min length is 6');
  });
});

describe('numeric and two-factor code', () => {
  it.each(['code', 'twoFactorCode'])('%s: required, digits only, exactly 6', (type) => {
    expect(v(type, '')).toBe('Field is required');
    expect(v(type, '12a456')).toBe('Field regex');
    expect(v(type, '12345')).toBe('Min length is 6');
    expect(v(type, '1234567')).toBe('Max length is 6');
    expect(v(type, '123456')).toBeNull();
  });
});

describe('sum', () => {
  it('takes whole digits starting 1-9, commas stripped', () => {
    expect(v('sum', '')).toBe('Field is required');
    expect(v('sum', '1,500')).toBeNull();
    expect(v('sum', 250)).toBeNull();
    expect(v('sum', '0150')).toBe('Field regex');
    expect(v('sum', '15.5')).toBe('Field regex');
    expect(v('sum', '-5')).toBe('Field regex');
    expect(v('sum', '9'.repeat(12))).toBe('Field regex');
    expect(r.parseSum('12,345')).toBe(12345);
    expect(r.parseSum('abc')).toBeNaN();
  });

  it('keeps within min and max, showing them formatted', () => {
    const limits = { min: 10000, max: 2500000 };
    expect(v('sum', '9,999', limits)).toBe('Min value is 10,000');
    expect(v('sum', '2500001', limits)).toBe('Max value is 2,500,000');
    expect(v('sum', '10,000', limits)).toBeNull();
    expect(v('sum', '2,500,000', limits)).toBeNull();
  });
});

describe('name, address and the other pattern', () => {
  it('name refuses digits and the listed symbols', () => {
    expect(v('first_name', '')).toBe('Field is required');
    expect(v('first_name', "Oʻlmas Jean-Luc D'Arc")).toBeNull();
    expect(v('last_name', 'Иванов')).toBeNull();
    for (const bad of [
      'Ali1',
      'a@b',
      'a_b',
      'a"b',
      'a!',
      'a?',
      'a#',
      'a$',
      'a%',
      'a^',
      'a&',
      'a*',
      'a(',
      'a)',
      'a{',
      'a}',
      'a[',
      'a]',
      'a|',
      'a/',
      'a\\',
      'a<',
      'a>',
      'a~',
      'a§',
      'a+',
      'a:',
      'a;',
      'a`',
    ]) {
      expect([bad, v('name', bad)]).toEqual([bad, 'Wrong symbols in name']);
    }
  });

  it('names and addresses stop at the lengths the server stores', () => {
    expect(v('first_name', 'a'.repeat(50))).toBeNull();
    expect(v('first_name', 'a'.repeat(51))).toBe('Max length is 50');
    expect(v('address', 'a'.repeat(200))).toBeNull();
    expect(v('address', 'a'.repeat(201))).toBe('Max length is 200');
  });

  it('address allows digits, / and | but not the other symbols', () => {
    expect(v('address', 'Amir Temur 15/2 | kv. 7')).toBeNull();
    expect(v('address', 'Street #5')).toBe('Wrong address');
    expect(v('address', 'a\\b')).toBe('Wrong address');
    expect(v('address', ' ')).toBe('Field is required');
  });

  it('the other pattern refuses comma, underscore, space, quotes and hyphen', () => {
    expect(v('anotherPattern', 'AB123cd')).toBeNull();
    for (const bad of ['a,b', 'a_b', 'a b', "a'b", 'a"b', 'a-b', 'a@b']) expect(v('anotherPattern', bad)).toBe('Field regex');
  });
});

describe('date', () => {
  it("needs a real date with a 4-digit year and only digits and , . ' -", () => {
    expect(v('birth_date', '')).toBe('Field is required');
    expect(v('birth_date', '05.01.1990')).toBeNull();
    expect(v('birth_date', '1990-01-05')).toBeNull();
    expect(v('birth_date', "05'01'1990")).toBeNull();
    expect(v('birth_date', '05.01.90')).toBe('Wrong date');
    expect(v('birth_date', '05.01.19900')).toBe('Wrong date');
    expect(v('birth_date', '31.02.1990')).toBe('Wrong date');
    expect(v('birth_date', '05/01/1990')).toBe('Wrong date');
    expect(v('birth_date', '05.01')).toBe('Wrong date');
  });

  it('stays within min and max', () => {
    const limits = { min: '01.01.1900', max: new Date(2008, 0, 5) };
    expect(v('date', '31.12.1899', limits)).toBe('Min value is 01.01.1900');
    expect(v('date', '06.01.2008', limits)).toBe('Max value is 05.01.2008');
    expect(v('date', '05.01.2008', limits)).toBeNull();
    expect(v('date', '01.01.1900', limits)).toBeNull();
  });
});

describe('choices, text and promo code', () => {
  it('sex is required; 0 means not chosen', () => {
    expect(v('sex', 0)).toBe('Field is required');
    expect(v('sex', '')).toBe('Field is required');
    expect(v('sex', 1)).toBeNull();
    expect(v('sex', '2')).toBeNull();
  });

  it('text is required unless isRequired is false', () => {
    expect(v('text', '  ')).toBe('Field is required');
    expect(v('text', '', { isRequired: false })).toBeNull();
    expect(v('text', 'x')).toBeNull();
    expect(v('text', 'abc', { min: 4 })).toBe('Min length is 4');
    expect(v('text', 'abcde', { max: 4 })).toBe('Max length is 4');
  });

  it.each(['login', 'documentType', 'documentNumber', 'cpf', 'cardHolder'])('%s uses the text rule', (type) => {
    expect(ruleFor(type)).toBe('text');
    expect(v(type, '')).toBe('Field is required');
    expect(v(type, '!@# 123')).toBeNull();
  });

  it('promo code is always valid', () => {
    expect(v('promocode', '')).toBeNull();
    expect(v('promocode', '💥 anything')).toBeNull();
  });

  it('a truthy checkbox must be ticked', () => {
    expect(v('checkbox', true)).toBeNull();
    expect(v('checkbox', false)).toBe('Field is required');
    expect(v('checkbox', undefined)).toBe('Field is required');
    expect(v('checkbox', 'false')).toBe('Field is required');
  });

  it('unknown types fall back to text', () => {
    expect(ruleFor('favourite_colour')).toBe('text');
    expect(ruleFor('toString')).toBe('text');
  });
});

describe('postcode', () => {
  it('takes up to 8 digits by default', () => {
    expect(v('postcode', '')).toBe('Field is required');
    expect(v('postcode', '', { isRequired: false })).toBeNull();
    expect(v('postcode', '100000')).toBeNull();
    expect(v('postcode', '12345678')).toBeNull();
    expect(v('postcode', '123456789')).toBe('Max length is 8');
    expect(v('postcode', '1000 AB')).toBe('Field regex');
  });

  it('uses a custom regex when configured, in plain or /literal/ form', () => {
    expect(v('postcode', '1000 AB', { regex: '^\\d{4} ?[A-Z]{2}$' })).toBeNull();
    expect(v('postcode', '1000 ab', { regex: '/^\\d{4} ?[a-z]{2}$/gi' })).toBeNull();
    expect(v('postcode', '100000', { regex: '^\\d{4} ?[A-Z]{2}$' })).toBe('Field regex');
    // A broken operator pattern falls back to the default rule instead of blocking everyone.
    expect(v('postcode', '100000', { regex: '([' })).toBeNull();
  });
});

describe('contacts', () => {
  it('email: single @, no spaces, one to two dot parts', () => {
    expect(v('email', '')).toBe('Field is required');
    expect(v('email', 'ali.valiyev@mail.uz')).toBeNull();
    expect(v('email', 'a+b@mail.co.uk')).toBeNull();
    expect(v('email', `${'x'.repeat(93)}@mail.uz`)).toBe('Max length is 100');
    for (const bad of ['a@@b.uz', 'a@b@c.uz', 'a b@mail.uz', 'a@mail', 'a@a.b.c.d', 'a@.uz', 'a@mail..uz', '@mail.uz']) {
      expect([bad, v('email', bad)]).toEqual([bad, 'Wrong email address']);
    }
  });

  it('phone: required and well-formed', () => {
    expect(v('phone', '')).toBe('Field is required');
    expect(v('phone', '+998 (90) 123-45-67')).toBeNull();
    expect(v('phone', '998901234567')).toBeNull();
    expect(v('phone', '12345')).toBe('Wrong phone number');
    expect(v('phone', '+99890abc4567')).toBe('Wrong phone number');
    expect(v('phone', '1234567890123456')).toBe('Wrong phone number');
  });
});

describe('custom, card holder, fake name', () => {
  it('custom checks the regex, or truthiness without one', () => {
    expect(v('custom', 'AB12', { regex: '^[A-Z]{2}\\d{2}$' })).toBeNull();
    expect(v('custom', 'AB123', { regex: /^[A-Z]{2}\d{2}$/g })).toBe('Field regex');
    expect(v('custom', 'yes')).toBeNull();
    expect(v('custom', '')).toBe('Field is required');
    expect(v('custom', 0)).toBe('Field is required');
  });

  it('a /g/ pattern gives the same answer every time', () => {
    const options = { regex: /\d/g };
    expect([v('custom', '1', options), v('custom', '1', options), v('custom', '1', options)]).toEqual([null, null, null]);
  });

  it("card holder: letters, spaces and . ' -", () => {
    expect(r.cardHolder("JOHN O'NEIL-SMITH JR.")).toBeNull();
    expect(r.cardHolder('Алишер Навоий')).toBeNull();
    expect(r.cardHolder('JOHN 2')?.type).toBe('name');
    expect(r.cardHolder('')?.type).toBe('required');
  });

  it('fake name: at least 4, no symbols or spaces', () => {
    expect(v('fakeName', '')).toBe('Field is required');
    expect(v('fakeName', 'Lucky7')).toBeNull();
    expect(v('fakeName', 'Omad')).toBeNull();
    expect(v('fakeName', 'abc')).toBe('Min length is 4');
    expect(v('fakeName', 'lucky seven')).toBe('Wrong fake name');
    expect(v('fakeName', 'lucky_7')).toBe('Wrong fake name');
  });

  it('fake name: at most 32, the length the server stores; surrounding blanks are not part of it', () => {
    expect(v('fakeName', 'a'.repeat(32))).toBeNull();
    expect(v('fakeName', 'x'.repeat(40))).toBe('Max length is 32');
    expect(v('fakeName', ' Lucky7 ')).toBeNull();
  });
});

describe('payment details', () => {
  it('iban uses the mod-97 checksum', () => {
    expect(v('iban', 'GB82 WEST 1234 5698 7654 32')).toBeNull();
    expect(v('iban', 'DE89370400440532013000')).toBeNull();
    expect(v('iban', 'GB82 WEST 1234 5698 7654 33')).toBe('Wrong iban');
    expect(v('iban', 'GB82')).toBe('Wrong iban');
  });

  it('card number uses the Luhn check', () => {
    expect(v('cardNumber', '4111 1111 1111 1111')).toBeNull();
    expect(v('cardNumber', '4111 1111 1111 1112')).toBe('Field Card number');
    expect(v('cardNumber', '4111')).toBe('Field Card number');
  });
});

describe('messages flow from the caller', () => {
  it('uses overrides for the field being validated', () => {
    const messages = { password: { minLength: 'Kamida $$min$$ belgi' } };
    expect(validateValue('password', 'abc', {}, { field: 'password', messages })).toBe('Kamida 6 belgi');
    expect(validateValue('password', 'abc', {}, { field: 'old_password', messages })).toBe('Min length is 6');
  });
});
