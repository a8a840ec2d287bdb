/**
 * The field rules of spec §5 as pure functions: each returns the first issue found, or null when
 * the value is valid. Messages are chosen later (`messageFor`), so rules know nothing of texts.
 */
import { formatDate, formatNumber } from '@casino/shared';
import type { Issue, MessageKey } from './messages';
import { fieldRules, invalidPasswordChars, normalisePhone, parseDate, parseSum, textLength } from './field-rules';

// The helpers of the shared rule table are part of this module's surface too.
export { invalidPasswordChars, normalisePhone, parseDate, parseSum };

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

export const PASSWORD_MIN = fieldRules.password.min;
export const PASSWORD_MAX = fieldRules.password.max;
export const CODE_LENGTH = fieldRules.code.length;
export const FAKE_NAME_MIN = fieldRules.fakeName.min;
export const FAKE_NAME_MAX = fieldRules.fakeName.max;
export const POSTCODE_MAX = fieldRules.postcode.max;

const issue = (type: MessageKey, params?: Issue['params']): Issue => (params ? { type, params } : { type });
const REQUIRED = issue('required');

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0) || asText(value).trim() === '';
const length = textLength;

const finite = (v: RuleOptions['min']): number | null => (v === null || v === undefined || v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : null);

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

const ANOTHER_FORBIDDEN = /[,_\s'"`\-@!?#$%^&*(){}[\]|/\\<>~§+:;=]/;

/** A bounded free text: the forbidden symbols give `type`, then the stored maximum applies. */
const boundedText =
  (rule: { max: number; forbidden: RegExp }, type: MessageKey): Rule =>
  (value) => {
    if (isBlank(value)) return REQUIRED;
    const text = asText(value).trim();
    if (rule.forbidden.test(text)) return issue(type);
    return length(text) > rule.max ? issue('maxLength', { max: rule.max }) : null;
  };

/** First and last names: no digits and none of @ _ " ! ? # $ % ^ & * ( ) { } [ ] | / \ < > ~ § + : ; `. */
export const name: Rule = boundedText(fieldRules.name, 'name');

/** Address: like a name, but digits, / and | are allowed. */
export const address: Rule = boundedText(fieldRules.address, 'address');

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

/** Public nickname: 4 to 32 characters, letters and digits only (no symbols, no spaces inside). */
export const fakeName: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  // Surrounding blanks are not part of the nickname: the server trims them too.
  const text = asText(value).trim();
  if (!fieldRules.fakeName.pattern.test(text)) return issue('fakeName');
  if (length(text) < FAKE_NAME_MIN) return issue('minLength', { min: FAKE_NAME_MIN });
  if (length(text) > FAKE_NAME_MAX) return issue('maxLength', { max: FAKE_NAME_MAX });
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

/** A single @, no whitespace, a domain of one to two dot parts (mail.uz, mail.co.uk); at most 100. */
export const email: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  const text = asText(value).trim();
  if (!fieldRules.email.pattern.test(text)) return issue('email');
  return length(text) > fieldRules.email.max ? issue('maxLength', { max: fieldRules.email.max }) : null;
};

/** International phone number: 7 to 15 digits (E.164), optional leading +. */
export const phone: Rule = (value) => {
  if (isBlank(value)) return REQUIRED;
  return fieldRules.phone.pattern.test(normalisePhone(value)) ? null : issue('phone');
};

/** Up to 8 digits, or the operator's pattern when one is configured. */
export const postcode: Rule = (value, options = {}) => {
  if (isBlank(value)) return options.isRequired === false ? null : REQUIRED;
  const textValue = asText(value).trim();
  const custom = toRegExp(options.regex);
  if (custom) return custom.test(textValue) ? null : issue('regex');
  if (!fieldRules.postcode.pattern.test(textValue)) return issue('regex');
  return textValue.length > POSTCODE_MAX ? issue('maxLength', { max: POSTCODE_MAX }) : null;
};

// ---- dates ----------------------------------------------------------------------------------

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
