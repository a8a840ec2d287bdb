import { ApiError } from '@casino/shared';
import { readProfileFeatures } from './config';
import { serverFieldErrors } from './server-errors';

describe('prazer-config feature flags', () => {
  it('are on unless switched off, and survive anything malformed', () => {
    expect(readProfileFeatures(undefined)).toEqual({ twoFactorAuth: true, identityVerification: true, responsibleGaming: true, betHistory: true });
    expect(readProfileFeatures({ features: { twoFactorAuth: false, betHistory: 'no' } })).toEqual({
      twoFactorAuth: false,
      identityVerification: true,
      responsibleGaming: true,
      betHistory: true,
    });
    expect(readProfileFeatures({ features: 3 }).twoFactorAuth).toBe(true);
  });
});

describe('server field errors', () => {
  it('put validator texts into the operator language and keep the fields a form has', () => {
    const error = new ApiError('InvalidParameter', 'Invalid', {
      first_name: 'Wrong symbols in name',
      postcode: 'Max length is 8',
      old_password: 'Wrong password',
      other: 'x',
    });
    expect(
      serverFieldErrors(
        error,
        ['first_name', 'postcode', 'old_password'],
        { '*': { name: 'Ismda belgilar notoʻgʻri' } },
        { 'Wrong password': 'Joriy parol notoʻgʻri' },
      ),
    ).toEqual({
      first_name: 'Ismda belgilar notoʻgʻri',
      postcode: 'Max length is 8',
      old_password: 'Joriy parol notoʻgʻri',
    });
    expect(serverFieldErrors(new Error('x'), ['first_name'], {})).toEqual({});
  });
});
