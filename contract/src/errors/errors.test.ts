import { ApiError, BONUS_ERRORS, ERROR_NAMES, ERROR_STATUS, errorFromEnvelope, errorFromStatus, errorPageFor, isErrorName, PROMO_CODE_ERRORS } from '.';

describe('the error catalogue', () => {
  it('answers every error with an HTTP error status', () => {
    expect(ERROR_NAMES.length).toBeGreaterThan(0);
    for (const name of ERROR_NAMES) {
      expect(ERROR_STATUS[name]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[name]).toBeLessThan(600);
    }
  });

  it('turns an envelope back into the same typed error, fields included', () => {
    for (const name of ERROR_NAMES) {
      const error = new ApiError(name, `because ${name}`, { login: 'Field is required' });
      const back = errorFromEnvelope(JSON.parse(JSON.stringify(error.toEnvelope())));
      expect(back).toBeInstanceOf(ApiError);
      expect(back.is(name)).toBe(true);
      expect(back).toMatchObject({ type: `${name}Exception`, status: ERROR_STATUS[name], message: `because ${name}`, fields: { login: 'Field is required' } });
    }
  });

  it('makes an unknown type an UnknownError keeping its text, and an answer without an envelope an error by its status', () => {
    expect(errorFromEnvelope({ error: { type: 'SomethingNewException', message: 'new' } })).toMatchObject({ type: 'UnknownErrorException', message: 'new' });
    expect(errorFromEnvelope('<html>bad gateway</html>', 502)).toMatchObject({ type: 'UnknownErrorException' });
    expect(errorFromStatus(401).is('Authorization')).toBe(true);
    expect(errorFromStatus(429).is('TooManyRequests')).toBe(true);
    expect(errorFromStatus(503).is('ApplicationUnavailable')).toBe(true);
    expect(isErrorName('toString')).toBe(false);
  });

  it('leads to the system page of spec §8', () => {
    expect(errorPageFor(new ApiError('UserBanned', ''))).toBe('userBlock');
    expect(errorPageFor(new ApiError('ApplicationDisabled', ''))).toBe('maintenance');
    expect(errorPageFor(new ApiError('AccessDenied', ''))).toBe('forbidden');
    expect(errorPageFor(new Error('other'))).toBe('notFound');
  });

  it('lists each refusal code of promo codes and bonuses once', () => {
    for (const codes of [PROMO_CODE_ERRORS, BONUS_ERRORS]) expect(new Set(codes).size).toBe(codes.length);
  });
});
