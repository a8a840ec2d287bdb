import { ApiError } from '@casino/shared';
import { authErrorKey, errorCode, serverFieldErrors, serverFieldMessage, serverTextKey } from './errors';

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

  it("word a validator text with the form's messages through the shared parser, an auth text with the site's own, any other as sent", () => {
    const messages = { password: { minLength: 'Kamida $$min$$ ta belgi' } };
    expect(serverFieldMessage('Min length is 6', 'password', messages)).toEqual({ text: 'Kamida 6 ta belgi' });
    // A field without its own text gets spec §5's default, placeholders filled.
    expect(serverFieldMessage('Max length is 100', 'login', messages)).toEqual({ text: 'Max length is 100' });
    expect(serverFieldMessage('Login is already registered', 'login', messages)).toEqual({ key: 'auth.errors.loginTaken' });
    expect(serverFieldMessage('Time expired', 'code', messages)).toEqual({ key: 'auth.twoFactor.errors.expired' });
    expect(serverFieldMessage('Something new', 'login', messages)).toEqual({ text: 'Something new' });
  });
});
