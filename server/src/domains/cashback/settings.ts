/**
 * The operator's cashback settings, kept in `platform_settings` under the key `cashback` so every
 * instance reads the same ones and the operator changes them at run time (ops API
 * `PUT /ops/cashback/settings`, docs/operations/cashback.md). Without the row the defaults apply: one weekly
 * scheme paying back 10 % of the net real-money losses.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { json } from '../../db/sql';
import { auditSettingChange, type SettingChange, type SettingsActor } from '../../ops/settings-audit';

export const SETTINGS_KEY = 'cashback';
/** The default ceiling of a boosted cashback share, percent. */
export const DEFAULT_MAX_PERCENT = 25;

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
  title: z.object({ uz: z.string().min(1).max(120), ru: z.string().min(1).max(120) }).default({ uz: 'Haftalik keshbek', ru: 'Еженедельный кешбэк' }),
});
export type CashbackScheme = z.infer<typeof cashbackScheme>;

export const cashbackSettings = z
  .object({
    /** Off: the schedule runs nothing (on-demand runs still work). */
    enabled: z.boolean().default(true),
    /** The operator's time zone as an offset from UTC, minutes (Tashkent: +300); periods start at its midnight. */
    utc_offset_minutes: z.number().int().min(-720).max(840).default(300),
    /**
     * The highest share a player's cashback reaches with boosts bought in the loyalty shop, in
     * percent: a boost adds up to it, never past it (a scheme's or level's own share above it stays).
     */
    max_percent: z.number().min(0).max(100).default(DEFAULT_MAX_PERCENT),
    /** How many cashback boosts a player may hold at once for a scheme; the shop refuses more. */
    max_active_boosts: z.number().int().min(1).max(10).default(1),
    schemes: z
      .array(cashbackScheme)
      .max(20)
      .default([cashbackScheme.parse({ sysname: 'weekly' })]),
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

/**
 * What a change of the settings changed, for the settings audit: one `cashback.scheme` entry per
 * scheme added, changed or removed (by sysname), and one `cashback.settings` entry when the rest
 * (on/off, time zone, ceiling, boosts) changed. Nothing when nothing changed.
 */
export function settingsChanges(before: CashbackSettings, after: CashbackSettings, actor: SettingsActor): SettingChange[] {
  const out: SettingChange[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const rest = ({ schemes: _schemes, ...others }: CashbackSettings) => others;
  if (!same(rest(before), rest(after))) out.push({ setting: 'cashback.settings', actor, before: rest(before), after: rest(after) });
  const old = new Map(before.schemes.map((s) => [s.sysname, s]));
  const now = new Map(after.schemes.map((s) => [s.sysname, s]));
  for (const name of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(name) ?? null;
    const b = now.get(name) ?? null;
    if (!same(a, b)) out.push({ setting: 'cashback.scheme', subject: name, actor, before: a, after: b });
  }
  return out;
}

/**
 * Validates and stores the settings, and audits what changed under `actor`, in one transaction
 * (the stored row locked, so two changes at once are both audited against what they replaced);
 * answers them with the defaults filled in.
 */
export async function writeCashbackSettings(db: Kysely<DB>, value: unknown, actor: SettingsActor = 'system'): Promise<CashbackSettings> {
  const settings = cashbackSettings.parse(value);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('platform_settings').select('value').where('key', '=', SETTINGS_KEY).forUpdate().executeTakeFirst();
    const parsed = row ? cashbackSettings.safeParse(row.value) : null;
    const before = parsed?.success ? parsed.data : DEFAULT_SETTINGS;
    await trx
      .insertInto('platform_settings')
      .values({ key: SETTINGS_KEY, value: json(settings) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json(settings), updated_at: sql`now()` }))
      .execute();
    for (const change of settingsChanges(before, settings, actor)) await auditSettingChange(trx, change);
    return settings;
  });
}
