import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useConfigStore } from '@casino/shared';
import { registrationSchema, restoreSchema, signInSchema, twoFactorSchema } from './forms';
import { checkboxField, optionalStringField, stringField, sumField, withSameAs } from './schemas';
import { currentFormMessages } from './config';
import { z } from 'zod';

/** Runs a schema the way react-hook-form does and returns field → message. */
async function resolve(schema: Parameters<typeof zodResolver>[0], values: FieldValues) {
  const result = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = result.errors as FieldErrors;
  return {
    values: result.values as Record<string, unknown>,
    errors: Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.message])),
  };
}

/** zod's own first message for a value. */
const first = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('field schemas', () => {
  it('report the rule message and tag the error type', () => {
    const r = stringField('password').safeParse('abc');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ message: 'Min length is 6', params: { type: 'minLength' } });
  });

  it('treat a missing value as required, not as a type error', () => {
    expect(first(stringField('email'), undefined)).toBe('Field is required');
    expect(first(stringField('email'), null)).toBe('Field is required');
  });

  it('optional fields accept nothing but check what is typed', () => {
    expect(first(optionalStringField('email'), undefined)).toBeNull();
    expect(first(optionalStringField('email'), '')).toBeNull();
    expect(first(optionalStringField('email'), 'x@')).toBe('Wrong email address');
  });

  it('sum outputs the whole amount', () => {
    expect(sumField({ min: 10 }).parse('1,500')).toBe(1500);
    expect(first(sumField({ min: 10000 }), '5')).toBe('Min value is 10,000');
  });

  it('use overrides of their field', () => {
    const messages = { email: { email: 'Pochta notoʻgʻri' } };
    expect(first(stringField('email', { field: 'email', messages }), 'x')).toBe('Pochta notoʻgʻri');
    expect(first(stringField('email', { field: 'contact', messages }), 'x')).toBe('Wrong email address');
  });

  it('a required checkbox must be ticked', () => {
    expect(first(checkboxField({ required: true }), false)).toBe('Field is required');
    expect(first(checkboxField({ required: true }), undefined)).toBe('Field is required');
    expect(first(checkboxField({ required: true }), true)).toBeNull();
    expect(first(checkboxField(), undefined)).toBeNull();
  });

  it('a repeat field must match the first', async () => {
    const schema = withSameAs(
      z.object({ new_password: stringField('newPassword'), new_password_confirmation: stringField('newPasswordConfirm') }),
      'new_password_confirmation',
      'new_password',
    );
    expect((await resolve(schema, { new_password: 'secret1', new_password_confirmation: 'secret2' })).errors).toEqual({
      new_password_confirmation: 'Same as field',
    });
    expect((await resolve(schema, { new_password: 'secret1', new_password_confirmation: 'secret1' })).errors).toEqual({});
  });
});

describe('sign-in form', () => {
  it('needs login and a valid password', async () => {
    expect((await resolve(signInSchema(), {})).errors).toEqual({ login: 'Field is required', password: 'Field is required' });
    expect((await resolve(signInSchema(), { login: 'ali', password: 'abc' })).errors).toEqual({ password: 'Min length is 6' });
    const ok = await resolve(signInSchema(), { login: '+998901234567', password: 'secret1' });
    expect(ok.errors).toEqual({});
    expect(ok.values).toEqual({ login: '+998901234567', password: 'secret1' });
  });

  it('shows the operator messages of forms-config', async () => {
    const messages = { password: { required: 'Parolni kiriting' } };
    expect((await resolve(signInSchema({ messages }), { login: 'ali' })).errors).toEqual({ password: 'Parolni kiriting' });
  });
});

describe('registration form', () => {
  const valid = { login: 'ali@mail.uz', password: 'secret1', currency: 'UZS', promo_code: '', terms: true };

  it('accepts an e-mail or a phone login', async () => {
    expect((await resolve(registrationSchema(), valid)).errors).toEqual({});
    expect((await resolve(registrationSchema(), { ...valid, login: '+998 90 123 45 67' })).errors).toEqual({});
    expect((await resolve(registrationSchema(), { ...valid, login: 'ali@mail' })).errors).toEqual({ login: 'Wrong email address' });
    expect((await resolve(registrationSchema(), { ...valid, login: '12ab' })).errors).toEqual({ login: 'Wrong phone number' });
    expect((await resolve(registrationSchema({ loginKind: 'email' }), { ...valid, login: '998901234567' })).errors).toEqual({
      login: 'Wrong email address',
    });
  });

  it('requires a currency, one of the available ones when given', async () => {
    expect((await resolve(registrationSchema(), { ...valid, currency: '' })).errors).toEqual({ currency: 'Field is required' });
    const schema = registrationSchema({ currencies: ['UZS', 'USD'] });
    expect((await resolve(schema, { ...valid, currency: 'EUR' })).errors).toEqual({ currency: 'Field regex' });
    expect((await resolve(schema, valid)).errors).toEqual({});
  });

  it('never refuses a promo code', async () => {
    expect((await resolve(registrationSchema(), { ...valid, promo_code: '#?! anything' })).errors).toEqual({});
    expect((await resolve(registrationSchema(), { ...valid, promo_code: undefined })).errors).toEqual({});
  });

  it('requires the terms checkbox only when the config asks for it', async () => {
    expect((await resolve(registrationSchema(), { ...valid, terms: false })).errors).toEqual({});
    expect((await resolve(registrationSchema({ terms: true }), { ...valid, terms: false })).errors).toEqual({
      terms: 'Field is required',
    });
    expect((await resolve(registrationSchema({ terms: true }), valid)).errors).toEqual({});
  });
});

describe('two-factor and restore forms', () => {
  it('two-factor code is 6 digits', async () => {
    expect((await resolve(twoFactorSchema(), { code: '12345' })).errors).toEqual({ code: 'Min length is 6' });
    expect((await resolve(twoFactorSchema(), { code: '123456' })).errors).toEqual({});
  });

  it('restore takes an e-mail or phone', async () => {
    expect((await resolve(restoreSchema(), { login: '' })).errors).toEqual({ login: 'Field is required' });
    expect((await resolve(restoreSchema(), { login: 'ali@mail.uz' })).errors).toEqual({});
  });
});

describe('messages from the shared config store', () => {
  afterEach(() => useConfigStore.setState({ config: {}, loaded: false }));

  it('reads the forms-config section of the content config', () => {
    useConfigStore.getState().setConfig({
      'forms-config': { restore: { fields: [{ name: 'login', messages: { required: 'Login kiriting' } }] } },
    });
    expect(currentFormMessages('restore')).toEqual({ login: { required: 'Login kiriting' } });
    expect(currentFormMessages('registration')).toEqual({});
  });
});
