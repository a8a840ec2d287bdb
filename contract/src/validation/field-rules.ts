/**
 * The field rules of spec §5 as data, written once. The forms' rules (`rules.ts`) and the API's
 * parameter schemas (`api/schemas.ts`, which the server validates every call with) are both
 * built from this table, so a value the form accepts is a value the server accepts.
 *
 * Import-free on purpose: the server and the API schemas load it without the browser core.
 */

/** Latin, Cyrillic, the Latvian letters with diacritics, digits and ASCII punctuation (no spaces). */
const PASSWORD_CHAR = /^[A-Za-z0-9\u0400-\u04FFĀāČčĒēĢģĪīĶķĻļŅņŠšŪūŽž!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]$/u;

export const fieldRules = {
  /** Spec §5: 6–20 characters of the allowed alphabet; §9: password 6 to 20. */
  password: { min: 6, max: 20, char: PASSWORD_CHAR },
  /** Confirmation and two-factor codes: exactly 6 digits. */
  code: { length: 6 },
  /** Public nickname: letters and digits, at least 4; at most 32, the length a nickname is stored with. */
  fakeName: { min: 4, max: 32, pattern: /^[\p{L}\p{M}\p{N}]+$/u },
  /** First and last names: no digits and none of the listed symbols; at most 50 are stored. */
  name: { max: 50, forbidden: /[0-9@_"!?#$%^&*(){}[\]|/\\<>~§+:;`]/ },
  /** Address (also country, region, town): like a name, but digits, / and | are allowed; at most 200. */
  address: { max: 200, forbidden: /[@_"!?#$%^&*(){}[\]\\<>~§+:;`]/ },
  /** A single @, no whitespace, a domain of one to two dot parts (mail.uz, mail.co.uk); at most 100. */
  email: { max: 100, pattern: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+){1,2}$/ },
  /** International number: 7 to 15 digits (E.164), an optional leading +, once separators are removed. */
  phone: { pattern: /^\+?\d{7,15}$/ },
  /** Up to 8 digits unless the operator configures a pattern. */
  postcode: { max: 8, pattern: /^\d+$/ },
  /** Whole amounts starting 1–9 (commas stripped); 11 digits is far above any method's maximum. */
  sum: { pattern: /^[1-9]\d*$/, maxDigits: 11 },
  /** Birth date: a real date from 1900 to today. */
  birthDate: { earliest: '1900-01-01' },
  /**
   * Promo codes are always valid in the forms (spec §5); the server bounds what it stores, and a
   * longer code cannot exist.
   */
  promoCode: { max: 64 },
} as const;

/** C0 and C1 controls, DEL, and UTF-16 halves without their partner. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_PLAIN_TEXT = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text a person could have typed on one line: no control characters (PostgreSQL refuses NUL,
 * terminals obey escapes) and no lone surrogates (they cannot be stored as UTF-8).
 */
export const isPlainText = (value: string): boolean => !NOT_PLAIN_TEXT.test(value);

/** Length in characters, not UTF-16 units (an emoji counts once). */
export const textLength = (text: string): number => [...text].length;

/** The distinct characters of `value` a password may not contain, in order of appearance. */
export function invalidPasswordChars(value: string): string[] {
  return [...new Set([...value].filter((ch) => !fieldRules.password.char.test(ch)))];
}

/** Digits only, with an optional leading +, once spaces, dashes, dots and brackets are removed. */
export function normalisePhone(value: unknown): string {
  return (value === null || value === undefined ? '' : String(value)).replace(/[\s\-().]/g, '');
}

export const isEmail = (value: string): boolean => textLength(value) <= fieldRules.email.max && fieldRules.email.pattern.test(value);
export const isPhone = (value: string): boolean => fieldRules.phone.pattern.test(normalisePhone(value));

/** The amount a sum field holds, commas (thousands separators) stripped; NaN when not a whole amount. */
export function parseSum(value: unknown): number {
  const text = (value === null || value === undefined ? '' : String(value)).replace(/,/g, '').trim();
  return fieldRules.sum.pattern.test(text) && text.length <= fieldRules.sum.maxDigits ? Number(text) : Number.NaN;
}

/** Parses dd.mm.yyyy (separators . , ' -) or yyyy-mm-dd; the year must have 4 digits. */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = (value === null || value === undefined ? '' : String(value)).trim();
  if (!/^[0-9,.'-]+$/.test(text)) return null;
  const parts = text.split(/[,.'-]/);
  if (parts.length !== 3) return null;
  const [a = '', b = '', c = ''] = parts;
  const yearFirst = a.length === 4;
  const [y, m, d] = yearFirst ? [a, b, c] : [c, b, a];
  if (!/^\d{4}$/.test(y) || !/^\d{1,2}$/.test(m) || !/^\d{1,2}$/.test(d)) return null;
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  // Reject 31.02.2000 and friends: the Date must not have rolled over.
  if (date.getFullYear() !== Number(y) || date.getMonth() !== Number(m) - 1 || date.getDate() !== Number(d)) return null;
  return date;
}

/** yyyy-mm-dd of a date's calendar day (local time, as parsed). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
