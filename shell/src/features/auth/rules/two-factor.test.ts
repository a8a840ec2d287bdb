import { ApiError } from '@casino/shared';
import { formatCountdown, normaliseLogin, twoFactorFromError, twoFactorTextKey, TWO_FACTOR_TEXTS } from './two-factor';

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
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
