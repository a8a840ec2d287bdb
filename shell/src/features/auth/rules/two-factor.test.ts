import { ApiError } from '@casino/shared';
import {
  codeStepParams,
  formatCountdown,
  isTicketExpired,
  normaliseLogin,
  resendTimeFromError,
  ticketStepFromError,
  twoFactorFromError,
  twoFactorTextKey,
  TWO_FACTOR_TEXTS,
} from './two-factor';

const credentials = { login: 'player@example.org', password: 'secret12' };

describe('two-factor step (spec §4)', () => {
  it('starts when the authorization error says two-factor is enabled, keeping credentials and resend_time', () => {
    const error = new ApiError('Authorization', 'Two-factor authentication is enabled', { two_factor_auth: 'enabled', resend_time: '60' });
    expect(twoFactorFromError(error, credentials)).toEqual({ ...credentials, resend_time: 60 });
  });

  it('also when only a resend time is given', () => {
    expect(twoFactorFromError(new ApiError('Authorization', 'x', { resend_time: '42' }), credentials)).toEqual({ ...credentials, resend_time: 42 });
  });

  it('not for wrong credentials or other errors', () => {
    expect(twoFactorFromError(new ApiError('Authorization', 'Wrong login or password', { login: 'Wrong login or password' }), credentials)).toBeNull();
    expect(twoFactorFromError(new ApiError('TooManyRequests', 'x'), credentials)).toBeNull();
    expect(twoFactorFromError(new Error('x'), credentials)).toBeNull();
  });

  it('knows the five server texts of spec §8', () => {
    expect(Object.keys(TWO_FACTOR_TEXTS)).toHaveLength(5);
    expect(twoFactorTextKey('Code is invalid')).toBe('auth.twoFactor.errors.invalid');
    expect(twoFactorTextKey('Time expired')).toBe('auth.twoFactor.errors.expired');
    expect(twoFactorTextKey('something else')).toBeNull();
  });

  it('strips a leading + from the login and formats the countdown', () => {
    expect(normaliseLogin(' +998901234567 ')).toBe('998901234567');
    expect(normaliseLogin('+998 90 123-45-67', true)).toBe('998901234567');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('the ticket step of social and Telegram sign-ins', () => {
  const ticket = 'x'.repeat(43);
  const authError = (fields: Record<string, string>) => new ApiError('Authorization', 'Two-factor authentication is enabled', fields);

  it('reads the ticket from the Telegram answer, and only a well-formed one', () => {
    expect(ticketStepFromError(authError({ two_factor_auth: 'enabled', resend_time: '42', ticket }), 'telegram')).toEqual({
      ticket,
      via: 'telegram',
      resend_time: 42,
    });
    expect(ticketStepFromError(authError({ two_factor_auth: 'enabled', resend_time: '60' }), 'telegram')).toBeNull();
    expect(ticketStepFromError(authError({ ticket: '<script>' }), 'telegram')).toBeNull();
    expect(ticketStepFromError(new ApiError('InvalidParameter', 'x', { ticket }), 'telegram')).toBeNull();
  });

  it('sends the ticket in place of login and password', () => {
    expect(codeStepParams({ ticket, via: 'social', resend_time: 0 }, '123456')).toEqual({ ticket, code: '123456' });
    expect(codeStepParams({ ticket, via: 'social', resend_time: 0 })).toEqual({ ticket });
    expect(codeStepParams({ login: 'a@b.uz', password: 'secret12', resend_time: 0 }, '123456')).toEqual({
      login: 'a@b.uz',
      password: 'secret12',
      code: '123456',
    });
  });

  it('tells a new resend time from a spent ticket', () => {
    expect(resendTimeFromError(authError({ two_factor_auth: 'enabled', resend_time: '59.2' }))).toBe(60);
    expect(resendTimeFromError(new ApiError('InvalidParameter', 'Time expired', { ticket: 'Time expired' }))).toBeNull();
    expect(isTicketExpired(new ApiError('InvalidParameter', 'Time expired', { ticket: 'Time expired' }))).toBe(true);
    expect(isTicketExpired(new ApiError('InvalidParameter', 'Code is invalid', { code: 'Code is invalid' }))).toBe(false);
  });
});
