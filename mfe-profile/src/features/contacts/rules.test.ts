import { ApiError } from '@casino/shared';
import { issuesOf } from '../../testing/schema';
import { codeOf, codeSchema, contactSchema, countryOf, fullPhone, isWrongCode, localPart, saveFailureKey, type ContactKind } from './rules';

const settings = {
  country_codes: [
    { country: 'UZ', code: '998' },
    { country: 'KZ', code: '7' },
  ],
  default_country: 'UZ',
};
const contactIssue = (kind: ContactKind, value: string, country = 'UZ') => issuesOf(contactSchema(kind, settings, {}), { country, value }).value ?? null;
const codeIssue = (code: string) => issuesOf(codeSchema({}), { code }).code ?? null;
const fieldError = (fields: Record<string, string>) => new ApiError('InvalidParameter', 'Invalid parameter', fields);

describe('contact rules (spec §5)', () => {
  it('checks e-mail, phone and the 6-digit code with the default messages', () => {
    expect(contactIssue('email', 'player@mail.uz')).toBeNull();
    expect(contactIssue('email', 'a@b')).toBe('Wrong email address');
    expect(contactIssue('email', '')).toBe('Field is required');
    expect(contactIssue('phone', '901234567')).toBeNull();
    expect(contactIssue('phone', '+77011234567')).toBeNull();
    expect(contactIssue('phone', '12ab')).toBe('Wrong phone number');
    expect(contactIssue('phone', '12', 'KZ')).toBe('Wrong phone number');
    expect(contactIssue('phone', ' ')).toBe('Field is required');
    expect(codeIssue('123456')).toBeNull();
    expect(codeIssue('12345')).toBe('Min length is 6');
    expect(codeIssue('12a456')).toBe('Field regex');
  });

  it('builds the full number from the country code and the local part, and splits it back', () => {
    expect(fullPhone('998', '90 123-45-67')).toBe('998901234567');
    expect(fullPhone('998', '+7 701 123 4567')).toBe('77011234567');
    expect(localPart('998901234567', '998')).toBe('901234567');
    expect(localPart('998901234567', null)).toBe('998901234567');
  });

  it('chooses the saved phone country, else the default', () => {
    expect(countryOf(settings, null)).toBe('UZ');
    expect(countryOf(settings, { value: '77011234567', phone_country_code: '7', is_confirmed: false, is_subscribed: false })).toBe('KZ');
    expect(codeOf(settings, 'KZ')).toBe('7');
  });

  it('names the spec §8 text of a failed save and of a wrong code', () => {
    expect(saveFailureKey('email', fieldError({ contact: 'Wrong email address' }))).toBe('errors.email');
    expect(saveFailureKey('phone', fieldError({ contact: 'Wrong phone format' }))).toBe('errors.phone');
    expect(saveFailureKey('email', fieldError({ contact: 'Contact is already in use' }))).toBe('errors.inUse');
    expect(saveFailureKey('email', new ApiError('TooManyRequests', ''))).toBeNull();
    expect(isWrongCode(fieldError({ code: 'Code is invalid' }))).toBe(true);
    expect(isWrongCode(new ApiError('TooManyRequests', ''))).toBe(false);
  });
});
