import {
  ageOn,
  COUNTRY_CODES,
  countryName,
  countryOptions,
  DEFAULT_MINIMUM_AGE,
  isCountryCode,
  isOldEnough,
  minimumAgeOf,
  offeredDocumentTypes,
  phoneCurrency,
  registrationCurrency,
  underAgeMessage,
} from './index';
import { uzbekApostropheProblems } from '@casino/shared';
import { COUNTRY_NAMES } from './country-names';

const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

describe('the legal age', () => {
  it('is 18 unless the operator sets a whole number of years', () => {
    expect(DEFAULT_MINIMUM_AGE).toBe(18);
    expect(minimumAgeOf(undefined)).toBe(18);
    expect(minimumAgeOf({})).toBe(18);
    expect(minimumAgeOf({ minimum_age: 21 })).toBe(21);
    expect(minimumAgeOf({ minimum_age: '21' })).toBe(18);
    expect(minimumAgeOf({ minimum_age: 18.5 })).toBe(18);
    expect(minimumAgeOf({ minimum_age: -1 })).toBe(18);
  });

  it('counts whole years up to the birthday itself', () => {
    expect(ageOn(day('2008-06-15'), day('2026-06-14'))).toBe(17);
    expect(ageOn(day('2008-06-15'), day('2026-06-15'))).toBe(18);
    expect(ageOn(day('2008-06-15'), day('2026-12-31'))).toBe(18);
    // Born on 29 February: of age on 1 March of a common year.
    expect(ageOn(day('2008-02-29'), day('2026-02-28'))).toBe(17);
    expect(ageOn(day('2008-02-29'), day('2026-03-01'))).toBe(18);
  });

  it('refuses a birth date in 2012 and takes one from the day the player turns 18', () => {
    const today = day('2026-12-02');
    expect(isOldEnough(day('2012-01-01'), 18, today)).toBe(false);
    expect(isOldEnough(day('2008-12-03'), 18, today)).toBe(false);
    expect(isOldEnough(day('2008-12-02'), 18, today)).toBe(true);
    expect(isOldEnough(day('1990-05-14'), 18, today)).toBe(true);
    expect(isOldEnough(day('2005-01-01'), 21, today)).toBe(true);
    expect(isOldEnough(day('2006-01-01'), 21, today)).toBe(false);
  });

  it('is told by the server in one stable text', () => {
    expect(underAgeMessage(18)).toBe('Min age is 18');
  });
});

describe('identity documents', () => {
  it('are the passport and the ID card unless the operator says otherwise, never CPF by default', () => {
    expect(offeredDocumentTypes(undefined)).toEqual(['passport', 'id_card']);
    expect(offeredDocumentTypes({ document_types: 'passport' })).toEqual(['passport', 'id_card']);
    expect(offeredDocumentTypes({ document_types: ['id_card'] })).toEqual(['id_card']);
    expect(offeredDocumentTypes({ document_types: ['cpf', 'cpf', 'driving'] })).toEqual(['cpf']);
    expect(offeredDocumentTypes({ document_types: ['driving'] })).toEqual(['passport', 'id_card']);
    expect(offeredDocumentTypes({ document_types: [] })).toEqual([]);
  });
});

describe('countries', () => {
  it('are the 249 assigned ISO codes', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(isCountryCode('UZ')).toBe(true);
    expect(isCountryCode('uz')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
    expect(isCountryCode('SU')).toBe(false);
  });

  it('are named in the player’s language, Uzbek with its own apostrophe letters', () => {
    expect(countryName('UZ', 'uz')).toBe('Oʻzbekiston');
    expect(countryName('RU', 'ru')).toBe('Россия');
    expect(countryName('UZ', 'ru')).toBe('Узбекистан');
    const uz = countryOptions('uz');
    expect(uz.flatMap((c) => uzbekApostropheProblems(c.label))).toEqual([]);
    // Every code has its names in both languages, whatever the runtime carries.
    expect(COUNTRY_CODES.filter((code) => !COUNTRY_NAMES[code]?.[0] || !COUNTRY_NAMES[code]?.[1])).toEqual([]);
    expect(countryName('US', 'uz')).toBe('Amerika Qoʻshma Shtatlari');
    expect(countryName('DE', 'en')).toBe('Germany');
  });

  it('list Uzbekistan and Russia first, then the rest alphabetically', () => {
    for (const locale of ['uz', 'ru']) {
      const options = countryOptions(locale);
      expect(options.map((o) => o.value).slice(0, 2)).toEqual(['UZ', 'RU']);
      expect(options).toHaveLength(249);
      const rest = options.slice(2).map((o) => o.label);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(locale).compare));
    }
    expect(countryOptions('ru')[0]).toEqual({ value: 'UZ', label: 'Узбекистан' });
  });
});

describe('the currency a new account starts in', () => {
  const offered = ['USD', 'EUR', 'UZS', 'RUB'];

  it('is read from the phone’s country code', () => {
    expect(phoneCurrency('+998 90 123-45-67')).toBe('UZS');
    expect(phoneCurrency('998901234567')).toBe('UZS');
    expect(phoneCurrency('+7 (916) 123-45-67')).toBe('RUB');
    expect(phoneCurrency('79161234567')).toBe('RUB');
    expect(phoneCurrency('+7 701 123 45 67')).toBe('KZT');
    expect(phoneCurrency('+44 20 7946 0000')).toBeNull();
    expect(phoneCurrency('aziz@example.org')).toBeNull();
    expect(phoneCurrency('')).toBeNull();
  });

  it('follows the phone, else the language, when the operator offers it; else the operator’s default', () => {
    expect(registrationCurrency({ phone: '+998901234567', locale: 'ru', offered, operatorDefault: 'USD' })).toBe('UZS');
    expect(registrationCurrency({ phone: '+79161234567', locale: 'uz', offered, operatorDefault: 'USD' })).toBe('RUB');
    expect(registrationCurrency({ phone: 'aziz@example.org', locale: 'uz', offered, operatorDefault: 'USD' })).toBe('UZS');
    expect(registrationCurrency({ phone: null, locale: 'ru', offered, operatorDefault: 'USD' })).toBe('RUB');
    // A Kazakh number: tenge is not offered, so the language decides.
    expect(registrationCurrency({ phone: '+77011234567', locale: 'ru', offered, operatorDefault: 'USD' })).toBe('RUB');
    expect(registrationCurrency({ phone: '+998901234567', locale: 'uz', offered: ['USD', 'EUR'], operatorDefault: 'EUR' })).toBe('EUR');
    expect(registrationCurrency({ phone: null, locale: 'en', offered, operatorDefault: 'USD' })).toBe('USD');
    // A default the operator no longer offers gives way to the first it does.
    expect(registrationCurrency({ phone: null, locale: null, offered: ['EUR'], operatorDefault: 'USD' })).toBe('EUR');
  });
});
