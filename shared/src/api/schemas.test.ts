/**
 * The forms and the server must agree on every field of spec §5: for each shared field, the
 * form's schema (what the player sees refused) and the parameter schema of the method table (what
 * the server refuses) accept and refuse the same values. Both are built from
 * `validation/field-rules`; this table keeps them from drifting apart again.
 */
import { z } from 'zod';
import { SCHEMAS } from './schemas';
import type { MethodName } from './methods';
import { fieldRules } from '../validation/field-rules';
import { loginField } from '../validation/forms';
import { optionalStringField, stringField, withSameAs } from '../validation/schemas';

/** The parameter schema of one field of a method in the table. */
const param = (method: MethodName, field: string): z.ZodType => {
  const params = SCHEMAS[method].params as unknown as z.ZodObject;
  const schema = params.shape[field];
  if (!schema) throw new Error(`${method} has no parameter ${field}`);
  return schema as z.ZodType;
};

const accepted = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (d: Date) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
const today = new Date();
const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);

interface Row {
  field: string;
  form: z.ZodType;
  api: z.ZodType[];
  accepts: unknown[];
  refuses: unknown[];
}

const ROWS: Row[] = [
  {
    field: 'password',
    form: stringField('password'),
    api: [param('auth.register', 'password'), param('account.changepassword', 'password'), param('auth.restore', 'password')],
    accepts: ['abc123', 'a'.repeat(20), 'Parol_2026!', 'Пароль2026Ёё', 'Ўзбекча1қғҳ', 'ĀčĒģĪķĻņŠūŽ1', `!"#$%&'()*+,-./`, ':;<=>?@[\\]^_`{|}~'],
    // Only the Latvian letters of Latin Extended-A (spec §5: "some Latvian letters").
    refuses: ['', 'abc12', 'a'.repeat(21), 'abc def1', 'abc€def™', 'oʻzbek123', 'Łódź1234', 'Őszi1234x', 'secret😀1', ['secret12']],
  },
  {
    field: 'fake name',
    form: stringField('fakeName'),
    api: [param('account.changefakename', 'fakename')],
    accepts: ['Lucky7', 'Omad', 'Алишер', 'e\u0301toile', 'a'.repeat(32), ' Lucky7 '],
    refuses: ['', 'abc', 'x'.repeat(40), 'a'.repeat(33), 'lucky seven', 'lucky_7', 'Ace!', '𝐀𝐁'],
  },
  {
    field: 'first and last name',
    form: optionalStringField('first_name'),
    api: [param('account.saveProfileInfo', 'first_name'), param('account.saveProfileInfo', 'last_name')],
    accepts: ['', 'Dilnoza', "O'tkir", 'Anna-Maria', 'Алишер Навоий', 'a'.repeat(50)],
    refuses: ['R2D2', 'ali@', 'a_b', 'Ali;', 'a'.repeat(51)],
  },
  {
    field: 'address',
    form: optionalStringField('address'),
    api: ['address', 'country', 'region', 'home_town'].map((f) => param('account.saveProfileInfo', f)),
    accepts: ['', 'Amir Temur 15/2 | kv. 7', 'x'.repeat(200)],
    refuses: ['Street #5', 'a\\b', 'x'.repeat(201)],
  },
  {
    field: 'postcode',
    form: optionalStringField('postcode'),
    api: [param('account.saveProfileInfo', 'postcode')],
    accepts: ['', '100000', '12345678', ' 100000 '],
    refuses: ['123456789', '1000 AB', 'abc'],
  },
  {
    field: 'birth date',
    form: optionalStringField('birth_date', { min: fieldRules.birthDate.earliest, max: today }),
    api: [param('account.saveProfileInfo', 'birth_date')],
    accepts: ['', '05.01.1990', '1990-01-05', "05'01'1990", '5.1.1990', '05,01,1990', '01.01.1900', ddmmyyyy(today)],
    refuses: ['05.01.90', '31.02.1990', '05/01/1990', '05.01', '31.12.1899', ddmmyyyy(tomorrow)],
  },
  {
    field: 'confirmation and two-factor code',
    form: stringField('twoFactorCode'),
    api: [param('account.confirmContact', 'code'), param('account.confirmTwoFactorAuth', 'code'), param('auth.login', 'code'), param('auth.restore', 'code')],
    accepts: ['123456', ' 123456 '],
    refuses: ['', '12345', '1234567', '12345a', '12 456'],
  },
  {
    field: 'login at registration (e-mail or phone)',
    form: loginField('emailOrPhone'),
    api: [param('auth.register', 'login')],
    accepts: ['ali@mail.uz', 'A+B@mail.co.uk', ' ali@mail.uz ', '+998 (90) 123-45-67', '998901234567', '998.90.123.45.67'],
    refuses: ['', 'not-an-email', 'ali@mail', 'a@b.c.d.e', 'ali @mail.uz', '12345', '+99890abc4567', '++998901234567', `${'x'.repeat(93)}@mail.uz`],
  },
  {
    field: 'amount',
    form: stringField('sum'),
    api: [param('cashier.makedeposit', 'amount'), param('cashier.makewithdrawal', 'amount')],
    accepts: ['50', '1,500', ' 2500 ', '9'.repeat(11)],
    refuses: ['', '0100', '15.5', '-5', 'abc', '1 000', '9'.repeat(12)],
  },
  {
    field: 'deposit limit amount (may be cleared)',
    form: optionalStringField('sum', { min: 1 }),
    api: [param('account.setDepositLimit', 'amount')],
    accepts: ['', '1000', '1,000', undefined],
    refuses: ['0', '0100', ',', 'abc', '9'.repeat(12)],
  },
];

describe.each(ROWS)('$field: the form and the server agree', ({ form, api, accepts, refuses }) => {
  it.each(accepts.map((v) => [JSON.stringify(v), v]))('both accept %s', (_label, value) => {
    expect(accepted(form, value)).toBe(true);
    for (const schema of api) expect(accepted(schema, value)).toBe(true);
  });

  it.each(refuses.map((v) => [JSON.stringify(v), v]))('both refuse %s', (_label, value) => {
    expect(accepted(form, value)).toBe(false);
    for (const schema of api) expect(accepted(schema, value)).toBe(false);
  });
});

describe('the password repeat (same as field)', () => {
  const form = withSameAs(z.object({ password: stringField('password'), password_confirmation: stringField('password') }), 'password_confirmation', 'password');
  const api = SCHEMAS['account.changepassword'].params;

  it.each([
    ['newpass1', 'newpass1', true],
    ['newpass1', 'newpass2', false],
    ['newpass1', '', false],
  ])('%s repeated as %j: accepted %s by both', (password, password_confirmation, ok) => {
    expect(form.safeParse({ password, password_confirmation }).success).toBe(ok);
    expect(api.safeParse({ old_password: 'secret12', password, password_confirmation }).success).toBe(ok);
  });
});

describe('promo codes', () => {
  it('are always valid in the form (spec §5); the server only bounds the code it stores', () => {
    const form = optionalStringField('promocode');
    const api = [param('auth.register', 'promo_code'), param('campaigns.activateOffer', 'promo_code')];
    for (const code of ['WELCOME', 'x'.repeat(fieldRules.promoCode.max), '💥 anything']) {
      expect(accepted(form, code)).toBe(true);
      for (const schema of api) expect(accepted(schema, code)).toBe(true);
    }
    // The one deliberate difference: no promo code is longer than the stored column.
    expect(accepted(form, 'x'.repeat(fieldRules.promoCode.max + 1))).toBe(true);
    for (const schema of api) expect(accepted(schema, 'x'.repeat(fieldRules.promoCode.max + 1))).toBe(false);
  });
});

describe('the server keeps its own messages for its answers', () => {
  it('uses the default texts of spec §5 without the form-only details', () => {
    const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(first(param('auth.register', 'password'), 'pass word')).toBe('Wrong password');
    expect(first(param('auth.register', 'password'), 'x'.repeat(21))).toBe('Max length is 20');
    expect(first(param('account.changefakename', 'fakename'), 'x'.repeat(40))).toBe('Max length is 32');
    expect(first(param('account.changefakename', 'fakename'), 'Ace')).toBe('Min length is 4');
    expect(first(param('account.saveProfileInfo', 'postcode'), '123456789')).toBe('Field regex');
    expect(first(param('account.saveProfileInfo', 'birth_date'), '31.02.1990')).toBe('Wrong date');
    expect(first(param('account.confirmContact', 'code'), '12345')).toBe('Code must contain 6 digits');
  });

  it('answers normalised values', () => {
    expect(param('account.saveProfileInfo', 'birth_date').parse('5.1.1990')).toBe('1990-01-05');
    expect(param('account.saveProfileInfo', 'first_name').parse('  ')).toBeNull();
    expect(param('auth.register', 'login').parse('+998 (90) 123-45-67')).toBe('998901234567');
    expect(param('auth.register', 'login').parse('998.90.123.45.67')).toBe('998901234567');
    expect(param('cashier.makedeposit', 'amount').parse('1,500')).toBe(1500);
    expect(param('account.setDepositLimit', 'amount').parse('')).toBeNull();
  });
});
