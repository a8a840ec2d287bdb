/**
 * The operator's cashback settings, kept in `platform_settings` under the key `cashback` so every
 * instance reads the same ones and the operator changes them at run time (ops API
 * `PUT /ops/cashback/settings`, README "Cashback"). Without the row the defaults apply: one weekly
 * scheme paying back 10 % of the net real-money losses.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';
import { json } from '../db/sql';

export const SETTINGS_KEY = 'cashback';

const SYSNAME = /^[A-Za-z0-9_.-]{1,64}$/;
const currencyCode = z.string().regex(/^[A-Z]{3}$/);
/** Amounts per currency, in major units (`{ "USD": 1, "UZS": 10000 }`). */
const perCurrency = (min: number) => z.record(currencyCode, z.number().min(min).max(1e12));
const isoInstant = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Wrong date');

export const cashbackPeriod = z.enum(['day', 'week', 'month']);
export type CashbackPeriod = z.infer<typeof cashbackPeriod>;

const levelRule = z.object({
  /** This level's share instead of the scheme's; 0 leaves the level out. */
  percent: z.number().min(0).max(100).optional(),
  /** This level's cap instead of the scheme's. */
  cap: perCurrency(0).optional(),
});

export const cashbackScheme = z.object({
  /** Names the scheme in the records and runs: `weekly`, or a campaign's sysname. */
  sysname: z.string().regex(SYSNAME),
  /** Weeks start on Monday, months on the 1st, each at the operator's midnight. */
  period: cashbackPeriod.default('week'),
  /** Share of the net real-money losses paid back, in percent. */
  percent: z.number().gt(0).max(100).default(10),
  /** Overrides per loyalty level, by the level's sysname (`{ "gold": { "percent": 12 } }`). */
  levels: z.record(z.string().regex(SYSNAME), levelRule).default({}),
  /** Smaller amounts are not written; a currency not listed has no minimum. */
  min_amount: perCurrency(0).default({ USD: 1, EUR: 1, RUB: 50, UZS: 10_000 }),
  /** Larger amounts are cut to this; null (or a currency not listed): no cap. */
  cap: perCurrency(0).nullable().default(null),
  /** Days the player has to take it, from the run that wrote it. */
  claim_days: z.number().int().min(1).max(365).default(7),
  /** A campaign's window: only periods that overlap it are run (null: always). */
  starts_at: isoInstant.nullable().default(null),
  ends_at: isoInstant.nullable().default(null),
  /** The record's title in each language. */
  title: z
    .object({ uz: z.string().min(1).max(120), ru: z.string().min(1).max(120) })
    .default({ uz: 'Haftalik keshbek', ru: 'Еженедельный кешбэк' }),
});
export type CashbackScheme = z.infer<typeof cashbackScheme>;

export const cashbackSettings = z
  .object({
    /** Off: the schedule runs nothing (on-demand runs still work). */
    enabled: z.boolean().default(true),
    /** The operator's time zone as an offset from UTC, minutes (Tashkent: +300); periods start at its midnight. */
    utc_offset_minutes: z.number().int().min(-720).max(840).default(300),
    schemes: z.array(cashbackScheme).max(20).default([cashbackScheme.parse({ sysname: 'weekly' })]),
  })
  .refine((s) => new Set(s.schemes.map((x) => x.sysname)).size === s.schemes.length, { message: 'Scheme names repeat', path: ['schemes'] });
export type CashbackSettings = z.infer<typeof cashbackSettings>;

export const DEFAULT_SETTINGS: CashbackSettings = cashbackSettings.parse({});

/** The stored settings (defaults filled in), or the defaults when none are stored or the row is unreadable. */
export async function readCashbackSettings(db: Kysely<DB>): Promise<CashbackSettings> {
  const row = await db.selectFrom('platform_settings').select('value').where('key', '=', SETTINGS_KEY).executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  const parsed = cashbackSettings.safeParse(row.value);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** Validates and stores the settings; answers them with the defaults filled in. */
export async function writeCashbackSettings(db: Kysely<DB>, value: unknown): Promise<CashbackSettings> {
  const settings = cashbackSettings.parse(value);
  await db
    .insertInto('platform_settings')
    .values({ key: SETTINGS_KEY, value: json(settings) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json(settings), updated_at: sql`now()` }))
    .execute();
  return settings;
}
