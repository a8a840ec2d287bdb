/**
 * The field rules of spec §5 as pure functions: each returns the first issue found, or null when
 * the value is valid. Messages are chosen later (`messageFor`), so rules know nothing of texts.
 */
import { formatDate, formatNumber } from '@casino/shared';
import type { Issue, MessageKey } from './messages';

/** Options a rule may read; each rule documents which ones it uses. */
export interface RuleOptions {
  /** text, postcode: an empty value is valid when false. */
  isRequired?: boolean;
  /** text: minimum length; sum: minimum amount; date: earliest date. */
  min?: number | string | Date | null;
  /** text: maximum length; sum: maximum amount; date: latest date. */
  max?: number | string | Date | null;
  /** postcode, custom: a pattern from the content config ('^\\d{5}$' or '/^\\d{5}$/i'). */
  regex?: string | RegExp | null;
  /** password: the password typed first; when given, this value must equal it. */
  previous?: string | null;
}

export type Rule = (value: unknown, options?: RuleOptions) => Issue | null;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const CODE_LENGTH = 6;
export const FAKE_NAME_MIN = 4;
export const POSTCODE_MAX = 8;

const issue = (type: MessageKey, params?: Issue['params']): Issue => (params ? { type, params } : { type });
const REQUIRED = issue('required');

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0) || asText(value).trim() === '';
/** Length in characters, not UTF-16 units (an emoji counts once). */
const length = (text: string) => [...text].length;

const finite = (v: RuleOptions['min']): number | null =>
  v === null || v === undefined || v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : null;

/** Turns a pattern from the content config into a RegExp; an invalid one gives null (rule falls back). */
export function toRegExp(pattern: string | RegExp | null | undefined): RegExp | null {
  if (pattern === null || pattern === undefined || pattern === '') return null;
  if (pattern instanceof RegExp) return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  try {
    // g and y make test() stateful between calls.
    return literal ? new RegExp(literal[1] ?? '', (literal[2] ?? '').replace(/[gy]/g, '')) : new RegExp(pattern);
  } catch {
    return null;
  }
}

// ---- password -------------------------------------------------------------------------------

/** Latin, Cyrillic, the Latvian letters with diacritics, digits and ASCII punctuation (no spaces). */
const PASSWORD_CHAR = /^[A-Za-z0-9\u0410-\u044F\u0401\u0451ĀāČčĒēĢģĪīĶķĻļŅņŠšŪūŽž!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]$/u;

/** The distinct characters of `value` a password may not contain, in order of appearance. */
export function invalidPasswordChars(value: string): string[] {
  return [...new Set([...value].filter((ch) => !PASSWORD_CHAR.test(ch)))];
}

/** Required, 6–20 allowed characters; equal to `previous` when that is given (the repeat field). */
export const password: Rule = (value, options = {}) => {
  if (isBlank(value)) return REQUIRED;
  const text = asText(value);
  const invalid = invalidPasswordChars(text);
  if (invalid.length) return issue('password', { symbols: invalid.map((ch) => (ch.trim() ? ch : `"${ch}"`)).join(' ') });
  if (length(text) < PASSWORD_MIN) return issue('minLength', { min: PASSWORD_MIN });
  if (length(text) > PASSWORD_MAX) return issue('maxLength', { max: PASSWORD_MAX });
  const previous = options.previous;
  if (previous !== undefined && previous !== null && previous !== '' && text !== previous) return issue('sameAs');
  return null;
};

// ---- codes and numbers ----------------------------------------------------------------------

/** Confirmation and two-factor codes: required, digits only, exactly 6. */
export const code: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  const text = asText(value).trim();
  if (!/^\d+$/.test(text)) return issue('regex');
  if (text.length < CODE_LENGTH) return issue('minLength', { min: CODE_LENGTH });
  if (text.length > CODE_LENGTH) return issue('maxLength', { max: CODE_LENGTH });
  return null;
};

/** Two-factor code (spec §5): the same 6-digit rule. */
export const twoFactorCode: Rule = code;

/** The amount a sum field holds, commas (thousands separators) stripped; NaN when not a whole amount. */
export function parseSum(value: unknown): number {
  const text = asText(value).replace(/,/g, '').trim();
  return /^[1-9]\d*$/.test(text) ? Number(text) : Number.NaN;
}

/** Whole amount starting 1–9, within `min`/`max`; the range messages show the limits formatted. */
export const sum: Rule = (value, options = {}) => {
  if (isBlank(value)) return REQUIRED;
  const amount = parseSum(value);
  if (Number.isNaN(amount)) return issue('regex');
  const min = finite(options.min);
  const max = finite(options.max);
  if (min !== null && amount < min) return issue('minValue', { min: formatNumber(min) });
  if (max !== null && amount > max) return issue('maxValue', { max: formatNumber(max) });
  return null;
};

// ---- names and free text --------------------------------------------------------------------

const NAME_FORBIDDEN = /[0-9@_"!?#$%^&*(){}[\]|/\\<>~§+:;`]/;
const ADDRESS_FORBIDDEN = /[@_"!?#$%^&*(){}[\]\\<>~§+:;`]/;
const ANOTHER_FORBIDDEN = /[,_\s'"`\-@!?#$%^&*(){}[\]|/\\<>~§+:;=]/;

/** First and last names: no digits and none of @ _ " ! ? # $ % ^ & * ( ) { } [ ] | / \ < > ~ § + : ; `. */
export const name: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  return NAME_FORBIDDEN.test(asText(value)) ? issue('name') : null;
};

/** Address: like a name, but digits, / and | are allowed. */
export const address: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  return ADDRESS_FORBIDDEN.test(asText(value)) ? issue('address') : null;
};

/** The "another" pattern: no comma, underscore, whitespace, quotes, hyphen or other symbols. */
export const anotherPattern: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  return ANOTHER_FORBIDDEN.test(asText(value)) ? issue('regex') : null;
};

/** Card holder: letters, spaces and . ' - only. */
export const cardHolder: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  return /^[\p{L}\p{M} .'-]+$/u.test(asText(value).trim()) ? null : issue('name');
};

/** Public nickname: at least 4 characters, letters and digits only (no symbols, no spaces). */
export const fakeName: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  const text = asText(value);
  if (!/^[\p{L}\p{M}\p{N}]+$/u.test(text)) return issue('fakeName');
  if (length(text) < FAKE_NAME_MIN) return issue('minLength', { min: FAKE_NAME_MIN });
  return null;
};

/** Text: required unless `isRequired` is false; optional `min`/`max` length. */
export const text: Rule = (value, options = {}) => {
  if (isBlank(value)) return options.isRequired === false ? null : REQUIRED;
  const len = length(asText(value).trim());
  const min = finite(options.min);
  const max = finite(options.max);
  if (min !== null && len < min) return issue('minLength', { min });
  if (max !== null && len > max) return issue('maxLength', { max });
  return null;
};

// ---- contacts -------------------------------------------------------------------------------

/** A single @, no whitespace, and a domain of one to two dot parts (mail.uz, mail.co.uk). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+){1,2}$/;

export const email: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  return EMAIL.test(asText(value).trim()) ? null : issue('email');
};

/** Digits only, with an optional leading +, once spaces, dashes, dots and brackets are removed. */
export function normalisePhone(value: unknown): string {
  return asText(value).replace(/[\s\-().]/g, '');
}

/** International phone number: 7 to 15 digits (E.164), optional leading +. */
export const phone: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  return /^\+?\d{7,15}$/.test(normalisePhone(value)) ? null : issue('phone');
};

/** Up to 8 digits, or the operator's pattern when one is configured. */
export const postcode: Rule = (value, options = {}) => {
  if (isBlank(value)) return options.isRequired === false ? null : REQUIRED;
  const textValue = asText(value).trim();
  const custom = toRegExp(options.regex);
  if (custom) return custom.test(textValue) ? null : issue('regex');
  if (!/^\d+$/.test(textValue)) return issue('regex');
  return textValue.length > POSTCODE_MAX ? issue('maxLength', { max: POSTCODE_MAX }) : null;
};

// ---- dates ----------------------------------------------------------------------------------

/** Parses dd.mm.yyyy (separators . , ' -) or yyyy-mm-dd; the year must have 4 digits. */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const textValue = asText(value).trim();
  if (!/^[0-9,.'-]+$/.test(textValue)) return null;
  const parts = textValue.split(/[,.'-]/);
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

const dayOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const limitDate = (v: RuleOptions['min']): Date | null => {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date || typeof v === 'number') {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return parseDate(v) ?? (Number.isNaN(Date.parse(v)) ? null : new Date(v));
};

/** A real date, 4-digit year, only digits and , . ' -; within `min`/`max` (compared by day). */
export const date: Rule = (value, options = {}) => {
  if (isBlank(value)) return REQUIRED;
  const parsed = parseDate(value);
  if (!parsed) return issue('date');
  const min = limitDate(options.min);
  const max = limitDate(options.max);
  if (min && dayOf(parsed) < dayOf(min)) return issue('minValue', { min: formatDate(min) });
  if (max && dayOf(parsed) > dayOf(max)) return issue('maxValue', { max: formatDate(max) });
  return null;
};

// ---- choices --------------------------------------------------------------------------------

/** Sex must be chosen; 0 is the profile's "not set" default (spec §3). */
export const sex: Rule = (value) => (isBlank(value) || Number(value) === 0 ? REQUIRED : null);

/** A checkbox that must be ticked (terms). */
export const checkbox: Rule = (value) => (!value || value === 'false' || value === '0' ? REQUIRED : null);

/** Promo codes are checked by the server, never refused here. */
export const promocode: Rule = () => null;

/** Custom: the configured pattern when there is one, else the value must be truthy. */
export const custom: Rule = (value, options = {}) => {
  const pattern = toRegExp(options.regex);
  if (pattern) return pattern.test(asText(value)) ? null : issue('regex');
  return value ? null : REQUIRED;
};

// ---- payment details ------------------------------------------------------------------------

/** IBAN: country, check digits and BBAN, with a valid mod-97 checksum (ISO 13616). */
export const iban: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  const compact = asText(value).replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return issue('iban');
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1 ? null : issue('iban');
};

/** Card number: 12–19 digits (spaces and dashes ignored) passing the Luhn check. */
export const cardNumber: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  const digits = asText(value).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return issue('cardNumber');
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    total += d;
  }
  return total % 10 === 0 ? null : issue('cardNumber');
};
