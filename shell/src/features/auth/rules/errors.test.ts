import { ApiError } from '@casino/shared';
import { authErrorKey, errorCode, serverFieldErrors, serverTextKey } from './errors';

describe('auth errors', () => {
  it('map to texts in the player language', () => {
    expect(authErrorKey(new ApiError('Authorization', 'Wrong login or password'))).toBe('auth.errors.wrongCredentials');
    expect(authErrorKey(new ApiError('InvalidParameter', 'Login is already registered'))).toBe('auth.errors.loginTaken');
    expect(authErrorKey(new ApiError('InvalidParameter', 'Code is invalid'))).toBe('auth.twoFactor.errors.invalid');
    expect(authErrorKey(new ApiError('TooManyRequests', 'x'))).toBe('auth.errors.tooMany');
    expect(authErrorKey(new ApiError('ApplicationUnavailable', 'Network error'))).toBe('auth.errors.unavailable');
    expect(authErrorKey(new ApiError('UserBanned', 'x'))).toBe('auth.errors.banned');
    expect(authErrorKey(new ApiError('InvalidParameter', 'Invalid parameters'))).toBe('auth.errors.checkFields');
    expect(authErrorKey(new TypeError('x'))).toBe('auth.errors.generic');
  });

  it('field errors are read for the fields a form has', () => {
    const error = new ApiError('InvalidParameter', 'x', { login: ['Login is already registered'], other: 'y', code: 'Time expired' });
    expect(serverFieldErrors(error, ['login', 'code'])).toEqual({ login: 'Login is already registered', code: 'Time expired' });
    expect(serverTextKey('Time expired')).toBe('auth.twoFactor.errors.expired');
    expect(errorCode(error)).toBe('InvalidParameterException');
  });
});
