/**
 * The building blocks of the API's schemas (spec §3, §7): coercions, field rules, results. The server validates requests
 * with these; the browser client takes its types from them. GET parameters arrive as query
 * strings and POST bodies as form data, so scalar parameters coerce from strings.
 *
 * Lists answer `{ items, total }`. Amounts are numbers in major units with 2 decimals.
 */
import { z } from 'zod';
// Only the import-free parts of validation: the server loads this file without the browser core.
import { fieldRules, invalidPasswordChars, isEmail as isEmailValue, isoDay, isPlainText, normalisePhone, parseDate, parseSum, textLength } from '../validation/field-rules';
import { DEFAULT_MESSAGES, formatMessage, type MessageKey } from '../validation/messages';
import { DOCUMENT_TYPES } from '../validation/documents';
import { EXCLUSION_PERIODS } from '../responsible-gaming';
import { TOAST_TIME_BOUNDS } from '../toasts/toast-time';
import type { ToastBodies, ToastBody } from '../toasts/bodies';

/** For the server's own inputs outside the method table (hit, reports). */
export { isPlainText };

/** A default message of spec §5, its placeholders filled. */
export const say = (key: MessageKey, params?: Record<string, string | number>) => formatMessage(DEFAULT_MESSAGES[key], params);

/** Numbers sent as strings (query, form data). */
export const num = () => z.coerce.number<number>();
export const int = () => z.coerce.number<number>().int();
/** Flags sent as 1/0 or true/false. */
export const flag = () =>
  z.union([z.boolean(), z.enum(['1', '0', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');
/** Bounded free text on one line: nothing unbounded, no control character reaches the database. */
export const text = (max = 255) => z.string().trim().max(max).refine(isPlainText, 'Field regex');
/** A secret as typed (passwords): never trimmed, bounded, no control characters. */
export const secret = (max = 100) => z.string().min(1, 'Field is required').max(max).refine(isPlainText, 'Field regex');
/** A comma-separated list (the client joins arrays with commas); also takes a repeated parameter. */
export const csv = <T extends z.ZodType<unknown, string>>(item: T, max = 100) =>
  z
    .union([z.string().max(4000), z.array(z.string().max(200)).max(max)])
    .transform((v) =>
      (Array.isArray(v) ? v : v.split(','))
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    )
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
  /** Origins a `backUrl` may return the player to (the operator's `RETURN_ORIGINS`); none when absent. */
  return_origins: z.array(z.string()).optional(),
  /** The legal age: younger players are refused wherever a birth date is entered (18 when absent; `minimumAgeOf`). */
  minimum_age: z.number().int().optional(),
  /** Identity documents the profile offers (`offeredDocumentTypes`; passport and ID card when absent). */
  document_types: z.array(z.string()).optional(),
});
export type GeneralInfo = z.infer<typeof generalInfo>;

export const twoFactorPayload = z.object({ login: z.string(), password: z.string(), resend_time: z.number() });
export type TwoFactorPayload = z.infer<typeof twoFactorPayload>;

export const contactInfo = z.object({
  value: z.string(),
  is_confirmed: z.boolean(),
  is_subscribed: z.boolean(),
});
export const profileInfo = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  sex: z.number().int(),
  birth_date: z.string().nullable(),
  document_number: z.string().nullable(),
  country: z.string().nullable(),
  country_code: z.string().nullable(),
  region: z.string().nullable(),
  home_town: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  contacts: z.object({
    email: contactInfo.nullable(),
    phone: contactInfo.extend({ phone_country_code: z.string().nullable() }).nullable(),
  }),
  document: z.object({ type: z.string().nullable(), number: z.string().nullable() }),
});
export type ProfileInfo = z.infer<typeof profileInfo>;

/** The profile fields of spec §3 a player may fill in, in the order the settings page shows them. */
export const PERSONAL_DATA_FIELDS = [
  'first_name',
  'last_name',
  'sex',
  'birth_date',
  'document_type',
  'document_number',
  'country',
  'country_code',
  'region',
  'home_town',
  'address',
  'postcode',
] as const;
export type PersonalDataField = (typeof PERSONAL_DATA_FIELDS)[number];

/**
 * The operator's choice of personal data (spec §3, §4): the fields shown, in order, each with
 * whether it is required; the document types the player chooses from (the operator's setting) and
 * the first of them, which the number belongs to until the player picks another.
 */
export const personalDataFields = z.object({
  document_type: z.enum(DOCUMENT_TYPES).nullable(),
  document_types: z.array(z.enum(DOCUMENT_TYPES)).optional(),
  fields: z.array(z.object({ name: z.enum(PERSONAL_DATA_FIELDS), is_required: z.boolean() })),
});
export type PersonalDataFields = z.infer<typeof personalDataFields>;

/** Text + image of an item; non-empty description values replace the plain ones (spec §3). */
export const itemDescription = z.object({ img_288_192: z.string(), name: z.string() });

export const gameItem = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  provider: z.string(),
  provider_name: z.string(),
  type: gameType,
  tags: z.array(z.string()),
  image_url: z.string(),
  description: itemDescription,
  has_demo: z.boolean(),
  popularity: z.number().int(),
  released_at: z.number().int(),
});
export type GameItem = z.infer<typeof gameItem>;

export const categoryItem = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  types: z.array(z.string()).nullable(),
  tags: z.array(z.string()).nullable(),
  position: z.number().int(),
  is_system: z.boolean(),
  games_count: z.number().int(),
});
export type CategoryItem = z.infer<typeof categoryItem>;

export const providerItem = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  image_url: z.string(),
  description: itemDescription,
  game_params: z.record(z.string(), z.unknown()),
  types: z.array(z.string()),
  games_count: z.number().int(),
});
export type ProviderItem = z.infer<typeof providerItem>;

/** Localised texts and images of banners, offers, jackpots and tournaments. */
export const richDescription = z.record(z.string(), z.union([z.string(), z.number()]));

export const jackpotItem = z.object({
  id: z.number().int(),
  sysname: z.string(),
  amount: money,
  description: richDescription,
  games: z.array(z.string()),
  status: z.string(),
});
export type JackpotItem = z.infer<typeof jackpotItem>;

export const jackpotWinner = z.object({
  id: z.number().int(),
  jackpot_id: z.number().int(),
  fakename: z.string(),
  amount: money,
  game: z.object({ sysname: z.string(), name: z.string() }),
  won_at: z.number().int(),
});
export type JackpotWinner = z.infer<typeof jackpotWinner>;

export const tournamentStatus = z.enum(['future', 'active', 'finished']);
export const tournamentPlace = z.object({
  place: z.number().int(),
  fakename: z.string(),
  points: z.number(),
  prize: money.nullable(),
});
export const tournamentItem = z.object({
  id: z.number().int(),
  sysname: z.string(),
  status: tournamentStatus,
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  description: richDescription,
  total_prize: money,
  prizes: z.array(z.object({ place_from: z.number().int(), place_to: z.number().int(), prize: money })),
  user_info: z.object({ is_participant: z.boolean(), points: z.number(), place: z.number().int().nullable() }).nullable(),
  winners: z.array(tournamentPlace),
  restrictions: z.record(z.string(), z.unknown()),
  total_participants: z.number().int(),
  total_points: z.number(),
  reset_on_cashout: z.boolean(),
  games_count: z.number().int(),
  games: z.array(z.string()),
  provider: z.string().nullable(),
  image_url: z.string(),
  tags: z.array(z.string()),
  extra: z.record(z.string(), z.unknown()),
});
export type TournamentItem = z.infer<typeof tournamentItem>;

export const leaderboardItem = tournamentPlace.extend({ is_current_user: z.boolean() });
export type LeaderboardItem = z.infer<typeof leaderboardItem>;

/**
 * One entry of the player's bet history: a casino round or a sportsbook bet slip. `id` is unique
 * across both (`r<id>`, `s<id>`); `round_id` is the round id or the slip's key. `money` tells what
 * paid the stake: real (main balance), bonus or demo money. A round is settled when played; a
 * slip is open until its events end, then won or lost.
 */
export const gameRound = z.object({
  id: z.string(),
  kind: z.enum(['round', 'sportsbook']),
  round_id: z.string(),
  game: z.object({ sysname: z.string(), name: z.string() }),
  mode: z.enum(['real', 'demo']),
  money: z.enum(['real', 'bonus', 'demo']),
  status: z.enum(['settled', 'open', 'won', 'lost']),
  bet: money,
  win: money,
  /** Combined decimal odds of a slip (1.85); null for rounds. */
  odds: z.number().nullable(),
  created_at: z.number().int(),
});
export type GameRound = z.infer<typeof gameRound>;

/** Sums of the filtered history per kind of money and currency: staked, won and won − staked. */
export const historyTotal = z.object({
  money: z.enum(['real', 'bonus', 'demo']),
  currency: z.string(),
  count: z.number().int(),
  bet: money,
  won: money,
  net: money,
});
export type HistoryTotal = z.infer<typeof historyTotal>;

/** The bounds of a history export (§3 is_game_history_export_enabled): the server enforces them, the page shows them. */
export const HISTORY_EXPORT_LIMITS = {
  /** Longest period of one export, days. */
  maxDays: 366,
  /** Requests of one player queued or in progress at once. */
  maxPending: 3,
  /** Rows of one file; a longer period is refused when the file is written. */
  maxRows: 100_000,
} as const;

export const historyExportStatus = z.enum(['queued', 'processing', 'ready', 'failed', 'expired']);
export type HistoryExportStatus = z.infer<typeof historyExportStatus>;

/** A request for a CSV file of the bet history; `url` (its owner's download) only while ready. */
export const historyExport = z.object({
  id: z.number().int(),
  status: historyExportStatus,
  from: z.number().int(),
  to: z.number().int(),
  created_at: z.number().int(),
  finished_at: z.number().int().nullable(),
  expires_at: z.number().int().nullable(),
  /** Share of the rows written, 0–100. */
  progress: z.number().int(),
  rows: z.number().int().nullable(),
  size: z.number().int().nullable(),
  /** Why it failed: `too_many_rows` (a shorter period helps) or `error`. */
  error: z.enum(['too_many_rows', 'error']).nullable(),
  url: z.string().nullable(),
});
export type HistoryExport = z.infer<typeof historyExport>;

export const offerItem = z.object({
  id: z.number().int(),
  sysname: z.string(),
  trigger: z.object({
    action: z.string(),
    params: z.object({ exclude_methods: z.array(z.string()) }).catchall(z.unknown()),
    user_satisfies_params: z.boolean(),
  }),
  description: richDescription,
  promotions: z.array(z.record(z.string(), z.unknown())),
  ends_at: z.number().int().nullable(),
});
export type OfferItem = z.infer<typeof offerItem>;

/** What a promo code or an offer gives (spec §7 campaigns.checkPromocode): amounts in the player's currency. */
export const promoGift = z.object({
  type: z.enum(['bonus', 'betting_bonus', 'freespins']),
  amount: money.nullable(),
  /** Free spins: how many, on which slot, at what stake each. */
  count: z.number().int().nullable(),
  game: z.string().nullable(),
  game_name: z.string().nullable(),
  stake: money.nullable(),
  /** Wagering: × the bonus amount (for free spins, × their wins). */
  wager: z.number().int(),
  /** Days the bonus (or the pack) stays valid once given. */
  days: z.number().int(),
});
export type PromoGift = z.infer<typeof promoGift>;

export const bonusStatus = z.enum(['available', 'active', 'wagered', 'expired', 'cancelled']);
export const bonusSource = z.enum(['promo_code', 'deposit_offer', 'offer', 'loyalty', 'ops']);
/**
 * A bonus record (casino bonus money, or betting bonus money for BettingBonuses.*): `amount` is
 * what it gives, `balance` what is left of it on the bonus balance while active, `wagering`
 * what must be staked (`wager` × amount) and what has been; dates are unix seconds.
 */
export const bonusItem = z.object({
  id: z.number().int(),
  status: bonusStatus,
  source: bonusSource,
  amount: money,
  balance: money.nullable(),
  wager: z.number().int(),
  wagering: z.object({ required: money, wagered: money }),
  description: richDescription,
  freespin_pack_id: z.number().int().nullable(),
  expires_at: z.number().int(),
  created_at: z.number().int(),
  activated_at: z.number().int().nullable(),
  finished_at: z.number().int().nullable(),
  converted: money.nullable(),
  forfeited: money.nullable(),
});
export type BonusItem = z.infer<typeof bonusItem>;

/**
 * How stakes count toward wagering, as the operator set it: the percentage of each game type's
 * stakes (of bets that cover each other in one round, only their net exposure) and, for betting
 * bonuses, the lowest decimal price a sportsbook bet needs (it counts when settled).
 */
export const wageringRules = z.object({
  contributions: z.array(z.object({ type: z.enum(['casino', 'slot', 'live', 'fast', 'sportsbook']), percent: z.number().int().min(0).max(100) })),
  min_odds: z.number().nullable(),
});
export type WageringRules = z.infer<typeof wageringRules>;
/** A page of bonuses with the wagering rules of their kind (`wagering_rules`, absent from older servers). */
export const bonusPage = z.object({ items: z.array(bonusItem), total: z.number().int(), wagering_rules: wageringRules.optional() });

export const freespinStatus = z.enum(['active', 'finished', 'expired', 'cancelled']);
/** Free spin pack (spec §3): the slot, spins left, the stake of each, and the bonus record its wins go to. */
export const freespinPack = z.object({
  id: z.number().int(),
  game: z.object({ sysname: z.string(), name: z.string() }),
  count: z.number().int(),
  remaining_count: z.number().int(),
  status: freespinStatus,
  stake: money,
  wager: z.number().int(),
  bonus_id: z.number().int().nullable(),
  description: richDescription,
  expires_at: z.number().int(),
  created_at: z.number().int(),
});
export type FreespinPack = z.infer<typeof freespinPack>;

export const bannerItem = z.object({
  id: z.number().int(),
  finished_at: z.number().int().nullable(),
  description: richDescription,
});
export type BannerItem = z.infer<typeof bannerItem>;

/** Campaign popup (spec §3): sysname, preview (a draft only shown in preview mode), texts and a link. */
export const campaignPopup = z.object({
  id: z.number().int(),
  sysname: z.string(),
  preview: z.boolean(),
  description: richDescription,
});
export type CampaignPopup = z.infer<typeof campaignPopup>;

/** `prazer-config.toast` of the content service (spec §3 config, §9): how long a toast stays, in ms. */
export const toastSettings = z.object({ time: z.number().int().min(TOAST_TIME_BOUNDS.min).max(TOAST_TIME_BOUNDS.max) });

/** The data of each registered toast body (spec §3 Toast.component, Toast.data); a body shows only data that passes. */
export const TOAST_BODY_SCHEMAS = {
  'bonus-credited': z.object({ title: z.string().min(1).max(200), amount: z.string().max(60).optional() }),
  'loyalty-notification': z.object({ title: z.string().min(1).max(200), message: z.string().max(500), trigger: z.string().max(60).optional() }),
} satisfies { [B in ToastBody]: z.ZodType<ToastBodies[B]> };

export const cashbackStatus = z.enum(['active', 'paid_out', 'expired', 'removed']);
/** Cashback (spec §3); dates are unix seconds. */
export const cashbackItem = z.object({
  id: z.number().int(),
  status: cashbackStatus,
  amount: money,
  description: richDescription,
  receiving_expired_at: z.number().int().nullable(),
  paid_out_at: z.number().int().nullable(),
  end_date: z.number().int(),
  /** The period's first instant (end_date is the first instant after it) and the share of the net losses, percent; null on older records. */
  period_start: z.number().int().nullable().optional(),
  percent: z.number().nullable().optional(),
});
export type CashbackItem = z.infer<typeof cashbackItem>;

export const loyaltyLevel = z.object({
  id: z.number().int(),
  sysname: z.string(),
  title: z.string(),
  image_url: z.string(),
  minValue: z.number(),
  maxValue: z.number().nullable(),
  expCount: z.number(),
});
export const loyaltyCharacter = z.object({
  id: z.number().int(),
  sysname: z.string(),
  description: richDescription,
});
export const loyaltyProgram = z.object({
  id: z.number().int(),
  sysname: z.string(),
  is_active: z.boolean(),
  description: richDescription,
  pointsAlias: z.string(),
  levels: z.array(loyaltyLevel),
});
export type LoyaltyProgram = z.infer<typeof loyaltyProgram>;
export const loyaltyInfo = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  is_active: z.boolean(),
  points: z.number(),
  exp: z.number(),
  character: loyaltyCharacter.nullable(),
  level: loyaltyLevel.nullable(),
  levels: z.array(loyaltyLevel),
  pointsAlias: z.string(),
});
export type LoyaltyInfo = z.infer<typeof loyaltyInfo>;
export const loyaltyProduct = z.object({
  id: z.number().int(),
  sysname: z.string(),
  type: z.string(),
  price: z.number(),
  stock: z.number().int().nullable(),
  description: richDescription,
  /** What it grants: bonus {amount (USD), wager}, freespins {count}, cashback {percent, days}; a prize grants an order. */
  grants: z.object({ amount: z.number().optional(), wager: z.number().optional(), count: z.number().optional(), percent: z.number().optional(), days: z.number().optional() }).optional(),
});
export type LoyaltyProduct = z.infer<typeof loyaltyProduct>;
/** A loyalty notice (spec §3): a level reached, or points credited (type `credit`). */
export const loyaltyNotification = z.object({
  id: z.number().int(),
  trigger: z.enum(['level_up', 'points']),
  type: z.enum(['credit', 'other']),
  amount: z.number(),
  amountType: z.enum(['points', 'level']),
  title: z.string(),
  message: z.string(),
  image: z.string(),
});
export type LoyaltyNotification = z.infer<typeof loyaltyNotification>;
/** A loyalty shop purchase: the order and the points left. */
export const loyaltyOrder = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  price: z.number(),
  status: z.enum(['granted', 'pending', 'delivered', 'cancelled']),
  bonus_id: z.number().int().nullable(),
  points: z.number(),
});
export type LoyaltyOrder = z.infer<typeof loyaltyOrder>;

// ---- cashier and money (spec §3: deposit values, limit, info, amounts, history, methods) ----

export const CURRENCIES = ['USD', 'EUR', 'UZS', 'RUB'] as const;
export const currency = z.enum(CURRENCIES);

/** How a method's payment page opens: the whole tab, inside the billing page, a new window, or on the phone. */
export const paymentFlow = z.enum(['redirect', 'iframe', 'newwindow', 'mobile']);
export const paymentStatus = z.enum(['pending', 'success', 'fail', 'cancel']);
/**
 * The stage of a withdrawal within its `status`: requested and approved are `pending`, paid is
 * `success`, rejected (by the operator or the payout provider; the money is back) is `fail`,
 * cancelled (by the player) is `cancel`. Deposits have none.
 */
export const withdrawalStatus = z.enum(['requested', 'approved', 'paid', 'rejected', 'cancelled']);
export const paymentType = z.enum(['deposit', 'withdrawal']);
export const historyType = z.enum(['deposit', 'withdrawal', 'bonuses', 'cashbacks']);
export const limitPeriod = z.enum(['day', 'week', 'month']);

/** A detail the player types for a method (card number, bank, wallet). */
export const requisiteField = z.object({
  name: z.string(),
  type: z.enum(['text', 'cardNumber', 'cardHolder', 'phone', 'iban', 'bank', 'wallet']),
  label: z.string(),
  isRequired: z.boolean(),
  regex: z.string().nullable(),
});

/** Payment method info (spec §3): sysname, icon variants, descriptions; limits in the player's currency. */
export const paymentMethod = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  icons: z.object({ default: z.string(), mono: z.string() }),
  description: z.object({ title: z.string(), text: z.string(), processing_time: z.string() }),
  flow: paymentFlow,
  currency: z.string(),
  min: z.number(),
  max: z.number(),
  /** Deposit amounts of the currency (spec §3): quick choices. */
  amounts: z.array(z.object({ value: z.number() })),
  fields: z.array(requisiteField),
});

/** Deposit info (spec §3); the same shape describes a withdrawal (`type`). */
export const depositInfo = z.object({
  id: z.number().int(),
  type: paymentType,
  method: z.string(),
  method_name: z.string(),
  requisites: z.record(z.string(), z.string()),
  amount: money,
  status: paymentStatus,
  created_at: z.number().int(),
  updated_at: z.number().int(),
  domain: z.string(),
  campaign_offer_id: z.number().int(),
  /** The offer's bonus credited with an approved deposit. */
  bonus: money.nullable(),
  can_cancel: z.boolean(),
  /** Withdrawals only. */
  withdrawal_status: withdrawalStatus.optional(),
  /** A deposit still unpaid: unix seconds when it is cancelled by itself (never credited after). */
  expires_at: z.number().int().optional(),
});

export const depositLimitEntry = z.object({
  period: limitPeriod,
  limit_amount: money,
  used_amount: money,
  available_amount: money,
  /** Unix seconds when the current period ends and the limit renews. */
  expired_at: z.number().int(),
  /** A raise (or removal: limit_amount null) waiting out its cooling-off. */
  pending: z.object({ limit_amount: money.nullable(), effective_at: z.number().int() }).nullable(),
});

/**
 * Deposit limit (spec §3): the binding limit (the one with the least left; period `none` when
 * no limit is set) plus every period's limit.
 */
export const depositLimit = z.object({
  period: z.enum(['none', 'day', 'week', 'month']),
  limit_amount: money.nullable(),
  available_amount: money.nullable(),
  expired_at: z.number().int().nullable(),
  can_edit: z.boolean(),
  /** Seconds a raise waits before it applies. */
  cooling_off: z.number().int(),
  limits: z.array(depositLimitEntry),
});

/** History items (spec §3): id and created_at, plus what the row shows. */
export const historyItem = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  type: historyType,
  status: paymentStatus,
  amount: money,
  method: z.string().nullable(),
  method_name: z.string().nullable(),
  description: z.string().nullable(),
  can_cancel: z.boolean(),
  /** Withdrawals only. */
  withdrawal_status: withdrawalStatus.optional(),
});

export const bankItem = z.object({ id: z.number().int(), sysname: z.string(), name: z.string(), country: z.string(), bic: z.string() });

export const currencyRates = z.object({
  base: z.string(),
  /** Units of each currency for one unit of `base`. */
  rates: z.record(z.string(), z.number()),
  updated_at: z.number().int(),
});

/**
 * The reality check (responsible gaming): the chosen interval and, for the current session, when
 * it began and what real money (the main balance) was bet and won since, in the account currency.
 */
export const realityCheck = z.object({
  /** Minutes between checks; 0 is off. */
  interval: z.number().int(),
  /** Sign-in of the current session, unix seconds. */
  started_at: z.number().int(),
  /** The server's clock, unix seconds (the browser measures the time played against it). */
  now: z.number().int(),
  total_bet: money,
  total_won: money,
  /** Won minus bet: negative when the player lost. */
  net: money,
});
export type RealityCheck = z.infer<typeof realityCheck>;

/** A time-out or self-exclusion just taken; `until` unix seconds, null when permanent. */
export const selfExclusion = z.object({
  kind: z.enum(['time_out', 'self_exclusion']),
  period: z.enum(EXCLUSION_PERIODS),
  until: z.number().int().nullable(),
});

/** Payment details: a JSON object of short strings. */
export const requisitesParam = () =>
  jsonObject(
    z
      .record(z.string().regex(/^[a-z_]{1,40}$/, 'Field regex'), z.string().trim().max(200, 'Max length is 200').refine(isPlainText, 'Field regex'))
      .refine((r) => Object.keys(r).length <= 10, 'Field regex'),
  );

export const paymentParams = z.object({
  method: sysname(),
  methodId: id().optional(),
  amount: sumParam(),
  requisites: requisitesParam().optional(),
});

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
export const historyFilters = z
  .object({
    from: unixTime().optional(),
    to: unixTime().optional(),
    sysname: sysname().optional(),
    mode: z.enum(['real', 'demo']).optional(),
    money: z.enum(['real', 'bonus', 'demo']).optional(),
  })
  .refine((p) => p.from === undefined || p.to === undefined || p.from <= p.to, { message: say('date'), path: ['to'] });
/** A period of the bet history to export: both ends, in order, not in the future, bounded. */
export const historyPeriod = z
  .object({ from: unixTime(), to: unixTime(), utc_offset: int().min(-840).max(840).default(0) })
  .superRefine((p, ctx) => {
    // A few minutes of clock difference between the browser and the server are allowed.
    const now = Math.floor(Date.now() / 1000) + 300;
    if (p.from > now) ctx.addIssue({ code: 'custom', message: say('date'), path: ['from'] });
    else if (p.to > now) ctx.addIssue({ code: 'custom', message: say('date'), path: ['to'] });
    else if (p.from > p.to) ctx.addIssue({ code: 'custom', message: say('date'), path: ['to'] });
    else if (p.to - p.from > HISTORY_EXPORT_LIMITS.maxDays * 86_400) {
      ctx.addIssue({ code: 'custom', message: say('maxValue', { max: HISTORY_EXPORT_LIMITS.maxDays }), path: ['to'] });
    }
  });
/** One of the player's notifications: a kind and its parameters, worded by the browser (shared/notifications). */
export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  params: z.record(z.string(), z.unknown()),
  created_at: z.number().int(),
  read: z.boolean(),
});
export type NotificationItem = z.output<typeof notificationItem>;
/** The signed token of an e-mail's /unsubscribe link (opaque to the browser). */
export const unsubscribeToken = () => z.string().trim().regex(/^[A-Za-z0-9._-]{16,200}$/, 'Field regex');
/**
 * Identity verification (spec §7 `sumsub.*`): where the player's applicant stands. `none`: never
 * started; `init`: started, nothing submitted; `pending`: submitted, in review; then the decision:
 * `approved`, `retry` (rejected, another document may be sent) or `rejected` (final).
 */
export const KYC_STATUSES = ['none', 'init', 'pending', 'approved', 'retry', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
/** Why a document was refused (Sumsub's reject labels): the player reads them in their language. */
export const KYC_REJECT_LABELS = [
  'UNSATISFACTORY_PHOTOS',
  'DOCUMENT_PAGE_MISSING',
  'EXPIRATION_DATE',
  'DOCUMENT_DAMAGED',
  'SCREENSHOTS',
  'FORGERY',
  'UNDERAGE_PERSON',
] as const;
export type KycRejectLabel = (typeof KYC_REJECT_LABELS)[number];
export const kycApplicant = z.object({ applicant_id: z.string(), status: z.enum(KYC_STATUSES) });
export const kycAccessToken = z.object({
  token: z.string(),
  /** The applicant's `externalUserId`: the account id. */
  user_id: z.string(),
  /** The provider's verification page, to embed in a frame (the token rides in its fragment). */
  url: z.string(),
  expires_at: z.number().int(),
});
export const kycApplicantStatus = z.object({
  status: z.enum(KYC_STATUSES),
  /** Reject labels of the last decision (known ones; others are dropped). */
  reasons: z.array(z.enum(KYC_REJECT_LABELS)),
  updated_at: z.number().int().nullable(),
});

export const gameFilters = z.object({
  query: text(100).optional(),
  types: csv(gameType, 4).optional(),
  tags: csv(sysname(), 20).optional(),
  providers: csv(sysname(), 50).optional(),
  sysname: csv(sysname(), 300).optional(),
  sysnames: csv(sysname(), 300).optional(),
  category: sysname().optional(),
});

/** Per-player storage (`storage.*`): keys like `already_seen_cashback_id`, `confirm_sent_12`. */
export const STORAGE_LIMITS = { keyLength: 64, keys: 100, valueLength: 2048 } as const;
export const storageKey = () => z.string().trim().min(1, 'Field is required').max(200).regex(/^[A-Za-z0-9_.:-]+$/, 'Field regex');
export const storageEntry = z.object({ key: z.string(), value: z.string().nullable() });
/** Support (`support.*`): how players reach support, and the feedback form's topics. */
export const SUPPORT_TOPICS = ['account', 'payments', 'games', 'bonuses', 'technical', 'other'] as const;
export const supportSettings = z.object({
  channels: z.array(z.object({ type: z.enum(['chat', 'email', 'phone', 'telegram']), value: z.string(), label: z.string() })),
  hours: z.string(),
  /** Answers are sanitised HTML. */
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
});
/** What `metadata.get` answers: the head the server writes for a page (title, meta and link tags). */
export const pageMetadata = z.object({
  path: z.string(),
  lang: z.enum(['uz', 'ru']),
  title: z.string(),
  tags: z.array(z.object({ tag: z.enum(['meta', 'link']), attrs: z.record(z.string(), z.string()) })),
});
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
