/**
 * Maintenance modes (docs/operations/maintenance.md; spec §6 maintenance page, §8 ApplicationDisabled and
 * ApplicationUnavailable). The operator switches them with `pnpm maintenance` or
 * `GET|PUT /ops/maintenance`; they live in the database (every instance agrees) and are read
 * through a cache of a few seconds that a switch on this instance clears at once, so switching
 * back never needs a restart.
 *
 * - `site`: every player API method answers `ApplicationDisabledException` (503); the shell shows
 *   the maintenance page.
 * - `uz`, `ru`: the same for calls made in that language (the `locale` of the call).
 * - a part (`casino`, `cashier`, `loyalty`, `promotions`, `profile`): the shell shows the operator's
 *   message in the part's place, the rest works; the part's own methods (contract
 *   `PART_METHOD_PREFIXES`: `cashier.*`, `loyalty.*`) answer `ApplicationUnavailableException` (503)
 *   with `fields.scope` the part.
 *
 * Every mode is a window: in force from `starts_at` (none: at once) to `ends_at` (none: until
 * switched off), computed from the times at every read — a scheduled window starts and ends by
 * itself, and players are told of it from MAINTENANCE_NOTICE_HOURS before.
 *
 * Ops keep access: `/healthz`, `/ops/*`, `/remotes.json`, the static files and pages, and player
 * API calls that carry the ops bearer token (`Authorization: Bearer $OPS_TOKEN`).
 */
import type { Kysely } from 'kysely';
import { ApiError, type MethodName } from '@casino/contract';
import {
  MAINTENANCE_SCOPES,
  PART_METHOD_PREFIXES,
  isMaintenancePart,
  windowAhead,
  windowInForce,
  type MaintenanceStatus,
  type MaintenanceWindow,
} from '@casino/contract/maintenance/index';
import type { DB, MaintenanceScope } from '../db/schema';
import { recordOpsAction } from '../ops/audit/ops-audit';

export { MAINTENANCE_SCOPES };

export interface MaintenanceMode {
  scope: MaintenanceScope;
  /** The operator's message in Uzbek (the default language). */
  message: string | null;
  /** In Russian (pages in Russian fall back to `message`). */
  message_ru: string | null;
  /** The window: null start is at once, null end is until switched off. */
  starts_at: string | null;
  ends_at: string | null;
  switched_by: string;
  switched_at: string;
}

/** How long an instance trusts what it read (a switch made on another instance shows within this). */
export const MAINTENANCE_CACHE_MS = 3000;

interface Cached {
  at: number;
  modes: Promise<MaintenanceMode[]>;
}
const caches = new WeakMap<object, Cached>();

const isoOrNull = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function readModes(db: Kysely<DB>): Promise<MaintenanceMode[]> {
  const rows = await db.selectFrom('maintenance_modes').selectAll().orderBy('scope').execute();
  return rows.map((r) => ({
    scope: r.scope,
    message: r.message,
    message_ru: r.message_ru,
    starts_at: isoOrNull(r.starts_at),
    ends_at: isoOrNull(r.ends_at),
    switched_by: r.switched_by,
    switched_at: new Date(r.switched_at).toISOString(),
  }));
}

/** Every window, in force, scheduled or past its end (until switched off), through the short cache. */
export function maintenanceWindows(db: Kysely<DB>, now = Date.now()): Promise<MaintenanceMode[]> {
  const cached = caches.get(db);
  if (cached && now - cached.at < MAINTENANCE_CACHE_MS) return cached.modes;
  const modes = readModes(db).catch((error: unknown) => {
    caches.delete(db);
    throw error;
  });
  caches.set(db, { at: now, modes });
  return modes;
}

/** The modes in force now, through the short cache. */
export async function activeModes(db: Kysely<DB>, now = Date.now()): Promise<MaintenanceMode[]> {
  return (await maintenanceWindows(db, now)).filter((m) => windowInForce(m, now));
}

export function clearMaintenanceCache(db: Kysely<DB>): void {
  caches.delete(db);
}

export interface MaintenanceChange {
  scope: MaintenanceScope;
  enabled: boolean;
  message?: string | null | undefined;
  message_ru?: string | null | undefined;
  starts_at?: string | null | undefined;
  ends_at?: string | null | undefined;
}

/** Switches one scope on (with optional messages and window) or off, and records who did it. */
export async function switchMaintenance(db: Kysely<DB>, change: MaintenanceChange, actor: string): Promise<MaintenanceMode[]> {
  const message = change.message?.trim() || null;
  const message_ru = change.message_ru?.trim() || null;
  const starts_at = change.enabled ? (change.starts_at ?? null) : null;
  const ends_at = change.enabled ? (change.ends_at ?? null) : null;
  if (starts_at && ends_at && Date.parse(ends_at) <= Date.parse(starts_at)) {
    throw new ApiError('InvalidParameter', 'The window ends before it starts', { ends_at: 'Wrong value' });
  }
  await db.transaction().execute(async (trx) => {
    if (change.enabled) {
      const values = { message, message_ru, starts_at, ends_at, switched_by: actor };
      await trx
        .insertInto('maintenance_modes')
        .values({ scope: change.scope, ...values })
        .onConflict((oc) => oc.column('scope').doUpdateSet({ ...values, switched_at: new Date() }))
        .execute();
    } else {
      await trx.deleteFrom('maintenance_modes').where('scope', '=', change.scope).execute();
    }
    await trx
      .insertInto('maintenance_events')
      .values({ scope: change.scope, enabled: change.enabled, message, message_ru, starts_at, ends_at, actor })
      .execute();
    await recordOpsAction(trx, {
      actor,
      area: 'maintenance',
      action: change.enabled ? 'on' : 'off',
      subject: change.scope,
      details: { ...(message ? { message } : {}), ...(message_ru ? { message_ru } : {}), ...(starts_at ? { starts_at } : {}), ...(ends_at ? { ends_at } : {}) },
    });
  });
  clearMaintenanceCache(db);
  return maintenanceWindows(db);
}

export async function maintenanceEvents(db: Kysely<DB>, limit = 20) {
  const rows = await db.selectFrom('maintenance_events').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    starts_at: isoOrNull(r.starts_at),
    ends_at: isoOrNull(r.ends_at),
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/** The part whose paused state stops this method, if any (contract PART_METHOD_PREFIXES). */
export function partOfMethod(name: MethodName): MaintenanceScope | null {
  for (const [part, prefixes] of Object.entries(PART_METHOD_PREFIXES)) {
    if (prefixes.some((p) => name.startsWith(p))) return part as MaintenanceScope;
  }
  return null;
}

/** Methods the cashier-only mode stops: the cashier's own. */
export function isCashierMethod(name: MethodName): boolean {
  return partOfMethod(name) === 'cashier';
}

/** The operator's message in the caller's language. */
export function messageIn(mode: Pick<MaintenanceMode, 'message' | 'message_ru'>, locale: string): string | null {
  return (locale === 'ru' ? mode.message_ru : null) ?? mode.message;
}

/** The error a player API call gets under the modes in force, or null when it may go on. */
export function maintenanceError(modes: readonly MaintenanceMode[], name: MethodName, locale: string): ApiError | null {
  if (modes.length === 0) return null;
  const find = (scope: MaintenanceScope) => modes.find((m) => m.scope === scope);
  const disabled = find('site') ?? (locale === 'uz' || locale === 'ru' ? find(locale) : undefined);
  if (disabled) {
    const message = messageIn(disabled, locale);
    return new ApiError('ApplicationDisabled', 'The site is under maintenance', { scope: disabled.scope, ...(message ? { message } : {}) });
  }
  const part = partOfMethod(name);
  const paused = part ? find(part) : undefined;
  if (paused) {
    const message = messageIn(paused, locale);
    return new ApiError('ApplicationUnavailable', `The ${paused.scope} is under maintenance`, { scope: paused.scope, ...(message ? { message } : {}) });
  }
  return null;
}

/** What a player's page reads (`GET /maintenance.json`): windows in force or announced, messages in its language. */
export function maintenanceStatus(modes: readonly MaintenanceMode[], locale: string, viewing: boolean, now = Date.now()): MaintenanceStatus {
  const windows: MaintenanceWindow[] = [];
  for (const m of modes) {
    const active = windowInForce(m, now);
    if (!active && !windowAhead(m, now)) continue;
    windows.push({ scope: m.scope, message: messageIn(m, locale), starts_at: m.starts_at, ends_at: m.ends_at, active });
  }
  return { windows, viewing };
}

export { isMaintenancePart };
