/**
 * Parameter and result schemas of every API method (spec §3, §7). The server validates requests
 * with these; the browser client takes its types from them. GET parameters arrive as query
 * strings and POST bodies as form data, so scalar parameters coerce from strings.
 */
import { z } from 'zod';
import type { MethodName } from './methods';

/** Numbers sent as strings (query, form data). */
export const num = () => z.coerce.number<number>();
export const int = () => z.coerce.number<number>().int();
/** Flags sent as 1/0 or true/false. */
export const flag = () =>
  z.union([z.boolean(), z.enum(['1', '0', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');
/** Bounded free text: nothing unbounded reaches the database. */
export const text = (max = 255) => z.string().trim().max(max);

export const localeSchema = z.enum(['uz', 'ru']);

export const money = z.object({ amount: z.number(), currency: z.string() });
export type Money = z.infer<typeof money>;

export const accountInfo = z.object({
  uid: z.number().int(),
  reg_time: z.number().int().nullable(),
  login: z.string(),
  fakename: z.string().nullable(),
  is_subscribed: z.boolean(),
  balance_main: money,
  balance_bonus: money,
  balance_betting_bonus: money,
  balance_fun: money,
  is_on_verification: z.boolean(),
  is_verified: z.boolean(),
  is_kyc_block_enabled: z.boolean(),
  is_registration_completed: z.boolean(),
  country_code: z.string().nullable(),
  locale: localeSchema,
  two_factor_auth: z.boolean(),
});
export type AccountInfo = z.infer<typeof accountInfo>;

export const balance = accountInfo.pick({
  balance_main: true,
  balance_bonus: true,
  balance_betting_bonus: true,
  balance_fun: true,
});
export type Balance = z.infer<typeof balance>;

export const languageEntry = z.object({
  code: localeSchema,
  language: z.string(),
  name: z.string(),
  dir: z.literal('ltr'),
  icon: z.string(),
  isDefault: z.boolean(),
});

export const generalInfo = z.object({
  analytic: z.record(z.string(), z.string()),
  available_currencies: z.array(z.string()),
  available_locales: z.array(languageEntry),
  default_currency: z.string(),
  is_seon_enabled: z.boolean(),
  domain_state: z.string(),
  domain_type: z.string(),
  /** Seconds of inactivity before a forced logout; null when off. */
  time_to_force_logout: z.number().int().nullable(),
  is_bonus_isolation_enabled: z.boolean(),
  is_game_history_export_enabled: z.boolean(),
  user_inactivity_cashier_time: z.number().int().nullable(),
  user_inactivity_pp_time: z.number().int().nullable(),
});
export type GeneralInfo = z.infer<typeof generalInfo>;

export const twoFactorPayload = z.object({ login: z.string(), password: z.string(), resend_time: z.number() });
export type TwoFactorPayload = z.infer<typeof twoFactorPayload>;

const none = z.object({});
/** Save operations answer 1 on success (spec §4). */
const one = z.literal(1);

export const SCHEMAS = {
  'account.getInfo': { params: none, result: accountInfo },
  'account.getBalance': { params: none, result: balance },
  'account.changelocale': { params: z.object({ locale: localeSchema }), result: one },
  'metadata.getgeneralinfo': { params: none, result: generalInfo },
  'auth.login': {
    // A leading + of a phone login is stripped (spec §4); `code` is the two-factor step.
    params: z.object({
      login: text(100).transform((v) => v.replace(/^\+/, '')).pipe(z.string().min(1)),
      password: z.string().min(1).max(100),
      code: z.string().regex(/^\d{6}$/).optional(),
    }),
    result: accountInfo,
  },
  'auth.logout': { params: none, result: one },
  'auth.register': {
    params: z.object({
      login: text(100).pipe(z.string().min(1)),
      password: z.string().min(6).max(20),
      currency: text(3).optional(),
      promo_code: text(64).optional(),
      is_subscribed: flag().optional(),
      mark_betting: flag().optional(),
      terms: flag().optional(),
    }),
    result: accountInfo,
  },
} satisfies Record<MethodName, { params: z.ZodType; result: z.ZodType }>;

export type Schemas = typeof SCHEMAS;
export type Params<M extends MethodName> = z.input<Schemas[M]['params']>;
export type Result<M extends MethodName> = z.output<Schemas[M]['result']>;
