/**
 * The building blocks of the API's schemas (spec §3, §7): coercions, field rules and the results every namespace
 * shares; those of one part of the product are in `shapes/` (account, cashier, bonuses, …). The server validates requests
 * with these; the browser client takes its types from them. GET parameters arrive as query
 * strings and POST bodies as form data, so scalar parameters coerce from strings.
 *
 * Lists answer `{ items, total }`. Amounts are numbers in major units with 2 decimals.
 */
import { z } from 'zod';
// Only the import-free parts of validation: the server loads this file without the browser core.
import {
  fieldRules,
  invalidPasswordChars,
  isEmail as isEmailValue,
  isoDay,
  isPlainText,
  normalisePhone,
  parseDate,
  parseSum,
  textLength,
} from '../validation/field-rules';
import { DEFAULT_MESSAGES, formatMessage, type MessageKey } from '../validation/messages';

/** For the server's own inputs outside the method table (hit, reports). */
export { isPlainText };

/** A default message of spec §5, its placeholders filled. */
export const say = (key: MessageKey, params?: Record<string, string | number>) => formatMessage(DEFAULT_MESSAGES[key], params);

/** Numbers sent as strings (query, form data). */
export const num = () => z.coerce.number<number>();
export const int = () => z.coerce.number<number>().int();
/** Flags sent as 1/0 or true/false. */
export const flag = () => z.union([z.boolean(), z.enum(['1', '0', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');
/** Bounded free text on one line: nothing unbounded, no control character reaches the database. */
export const text = (max = 255) => z.string().trim().max(max).refine(isPlainText, 'Field regex');
/** A secret as typed (passwords): never trimmed, bounded, no control characters. */
export const secret = (max = 100) => z.string().min(1, 'Field is required').max(max).refine(isPlainText, 'Field regex');
/** A comma-separated list (the client joins arrays with commas); also takes a repeated parameter. */
export const csv = <T extends z.ZodType<unknown, string>>(item: T, max = 100) =>
  z
    .union([z.string().max(4000), z.array(z.string().max(200)).max(max)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s.length > 0))
    .pipe(z.array(item).max(max));
/** Paging: offset from 0, count bounded (the virtual grid asks for up to 1000, spec §9). */
export const offset = () => int().min(0).max(1_000_000).default(0);
export const count = (fallback: number, max = 1000) => int().min(1).max(max).default(fallback);
/** `asc`/`desc`, case-insensitive. */
export const order = () =>
  z
    .string()
    .max(4)
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['asc', 'desc']));
/** An object sent as a JSON string (`options` of games.get). */
export const jsonObject = <T extends z.ZodType>(shape: T) =>
  z
    .string()
    .max(2000)
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Field regex' });
        return z.NEVER;
      }
    })
    .pipe(shape);

// ---- field rules of spec §5, built from the forms' rule table (shared/validation/field-rules) ----

export const SYSNAME = /^[A-Za-z0-9_.-]{1,64}$/;
export const sysname = () => z.string().trim().regex(SYSNAME, 'Field regex');
export const id = () => int().min(1).max(2_147_483_647);

/** Lengths counted in characters, as the forms count them (an emoji is one). */
export const minChars = (min: number) => (v: string) => textLength(v) >= min;
export const maxChars = (max: number) => (v: string) => textLength(v) <= max;

export const isEmail = isEmailValue;
/** A phone as stored: 7 to 15 digits, its + and separators already dropped. */
export const isPhone = (v: string) => /^\d+$/.test(v) && fieldRules.phone.pattern.test(v);

/** E-mail or phone; a leading + and phone punctuation are dropped, e-mail is lower-cased (spec §4). */
export const login = () =>
  text(fieldRules.email.max)
    .transform((v) => {
      const s = v.replace(/^\+/, '');
      if (s.includes('@')) return s.toLowerCase();
      // The separators the forms' phone rule drops.
      return /^[\d\s().-]+$/.test(s) ? normalisePhone(s) : s;
    })
    .pipe(z.string().min(1, say('required')));

const { password: PASSWORD, fakeName: FAKE_NAME } = fieldRules;
export const password = () =>
  z
    .string()
    .min(PASSWORD.min, say('minLength', { min: PASSWORD.min }))
    .max(PASSWORD.max, say('maxLength', { max: PASSWORD.max }))
    .refine((v) => invalidPasswordChars(v).length === 0, say('password'));

/** Spec §8 names this server text for a wrong code. */
export const code = () =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${fieldRules.code.length}}$`), `Code must contain ${fieldRules.code.length} digits`);

export const fakename = () =>
  z
    .string()
    .trim()
    .refine(minChars(FAKE_NAME.min), say('minLength', { min: FAKE_NAME.min }))
    .refine(maxChars(FAKE_NAME.max), say('maxLength', { max: FAKE_NAME.max }))
    .regex(FAKE_NAME.pattern, say('fakeName'));

/** A text the player may clear: '' becomes null. */
export const clearable = (max: number, forbidden: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine(maxChars(max), say('maxLength', { max }))
    .refine((v) => !forbidden.test(v) && isPlainText(v), message)
    .transform((v) => (v === '' ? null : v));

export const personName = () => clearable(fieldRules.name.max, fieldRules.name.forbidden, say('name'));
export const address = () => clearable(fieldRules.address.max, fieldRules.address.forbidden, say('address'));

/** Up to 8 digits, or nothing (clears it). */
export const postcode = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (fieldRules.postcode.pattern.test(v) && v.length <= fieldRules.postcode.max), say('regex'));

/** A date as the forms take it (dd.mm.yyyy or yyyy-mm-dd), a real one from 1900 to today; answered as yyyy-mm-dd. */
export const birthDate = () =>
  z
    .string()
    .trim()
    .max(10)
    .transform((v, ctx) => {
      if (v === '') return null;
      const date = parseDate(v);
      const day = date ? isoDay(date) : null;
      if (!day || day < fieldRules.birthDate.earliest || day > isoDay(new Date())) {
        ctx.addIssue({ code: 'custom', message: say('date') });
        return z.NEVER;
      }
      return day;
    });

export type Ctx = z.core.$RefinementCtx<string>;
/** A sum as typed (spec §5): whole digits from 1–9, commas stripped, read as the forms read it. */
export function readSum(v: string, ctx: Ctx): number {
  const amount = parseSum(v);
  if (!Number.isNaN(amount)) return amount;
  ctx.addIssue({ code: 'custom', message: v.trim() === '' ? say('required') : say('regex') });
  return z.NEVER;
}
export const sumParam = () => z.string().transform(readSum);
/** A sum the player may clear: '' becomes null. */
export const clearableSum = () => z.string().transform((v, ctx) => (v.trim() === '' ? null : readSum(v, ctx)));

export const localeSchema = z.enum(['uz', 'ru']);
export const gameType = z.enum(['casino', 'slot', 'live', 'fast']);

// ---- results ----

export const money = z.object({ amount: z.number(), currency: z.string() });
export type Money = z.infer<typeof money>;

/** Localised texts and images of banners, offers, jackpots and tournaments. */
export const richDescription = z.record(z.string(), z.union([z.string(), z.number()]));

export const none = z.object({});
/** Save operations answer 1 on success (spec §4). */
export const one = z.literal(1);
export const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
export const resendTime = z.object({ resend_time: z.number().int() });
/** Phone country codes the operator accepts (digits without +, by ISO country) and the one chosen first. */
export const contactPhoneSettings = z.object({
  country_codes: z.array(z.object({ country: z.string(), code: z.string() })),
  default_country: z.string(),
});
/** `contact`: the kind (email, phone) or the value of one of the player's contacts. */
export const contactRef = text(100).pipe(z.string().min(1, 'Field is required'));

/** A time in unix seconds, from 2000 to 2100. */
export const unixTime = () => int().min(946_684_800).max(4_102_444_800);
/** Every key and string of a parsed JSON value is plain text (no NUL, no lone surrogate reaches the database). */
export const plainJson = (value: unknown): boolean =>
  typeof value === 'string'
    ? isPlainText(value)
    : value && typeof value === 'object'
      ? Object.entries(value).every(([k, v]) => isPlainText(k) && plainJson(v))
      : true;
/** Free text over several lines (a message): tabs and line breaks allowed, no other control character. */
export const multiline = (max: number) =>
  z
    .string()
    .trim()
    .max(max, say('maxLength', { max }))
    .refine((v) => isPlainText(v.replace(/[\r\n\t]/g, ' ')), 'Field regex');
