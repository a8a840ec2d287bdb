/**
 * Countries as the forms offer them: ISO 3166-1 alpha-2 codes are stored, names are CLDR's in the
 * player's language (`country-names.ts` for Uzbek and Russian, which browsers do not all carry;
 * `Intl.DisplayNames` for any other). The operator's markets come first, the rest alphabetically.
 */
import { COUNTRY_CODES, FIRST_COUNTRIES } from './country-codes';
import { COUNTRY_NAMES } from './country-names';

export { COUNTRY_CODES, FIRST_COUNTRIES, isCountryCode } from './country-codes';

const namers = new Map<string, Intl.DisplayNames | null>();
function namer(locale: string): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    try {
      namers.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }));
    } catch {
      // A runtime without the names (no ICU data): codes are shown.
      namers.set(locale, null);
    }
  }
  return namers.get(locale) ?? null;
}

/** The country's name in `locale`, else its code. */
export function countryName(code: string, locale: string): string {
  const known = COUNTRY_NAMES[code];
  if (known && (locale === 'uz' || locale === 'ru')) return known[locale === 'uz' ? 0 : 1];
  return namer(locale)?.of(code) ?? code;
}

export interface CountryOption {
  value: string;
  label: string;
}

/** Every country named in `locale`: Uzbekistan and Russia first, then the rest in the language's alphabetical order. */
export function countryOptions(locale: string): CountryOption[] {
  const collator = new Intl.Collator(locale);
  const first = FIRST_COUNTRIES.map((code) => ({ value: code, label: countryName(code, locale) }));
  const rest = COUNTRY_CODES.filter((code) => !FIRST_COUNTRIES.includes(code))
    .map((code) => ({ value: code, label: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [...first, ...rest];
}
