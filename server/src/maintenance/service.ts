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
 * - `cashier`: the cashier's methods (`cashier.*`) answer `ApplicationUnavailableException` (503)
 *   with `fields.scope = "cashier"`; the cashier shows its unavailable state, the rest works.
 *
 * Ops keep access: `/healthz`, `/ops/*`, `/remotes.json`, the static files and pages, and player
 * API calls that carry the ops bearer token (`Authorization: Bearer $OPS_TOKEN`).
 */
import type { Kysely } from 'kysely';
import { ApiError, type MethodName } from '@casino/contract';
import type { DB, MaintenanceScope } from '../db/schema';
import { recordOpsAction } from '../ops/audit/ops-audit';

export const MAINTENANCE_SCOPES = ['site', 'uz', 'ru', 'cashier'] as const satisfies readonly MaintenanceScope[];

export interface MaintenanceMode {
  scope: MaintenanceScope;
  message: string | null;
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

async function readModes(db: Kysely<DB>): Promise<MaintenanceMode[]> {
  const rows = await db.selectFrom('maintenance_modes').selectAll().orderBy('scope').execute();
  return rows.map((r) => ({
    scope: r.scope,
    message: r.message,
    switched_by: r.switched_by,
    switched_at: new Date(r.switched_at).toISOString(),
  }));
}

/** The modes that are on, through the short cache. */
export function activeModes(db: Kysely<DB>, now = Date.now()): Promise<MaintenanceMode[]> {
  const cached = caches.get(db);
  if (cached && now - cached.at < MAINTENANCE_CACHE_MS) return cached.modes;
  const modes = readModes(db).catch((error: unknown) => {
    caches.delete(db);
    throw error;
  });
  caches.set(db, { at: now, modes });
  return modes;
}

export function clearMaintenanceCache(db: Kysely<DB>): void {
  caches.delete(db);
}

/** Switches one scope on (with an optional message) or off, and records who did it. */
export async function switchMaintenance(
  db: Kysely<DB>,
  change: { scope: MaintenanceScope; enabled: boolean; message?: string | null },
  actor: string,
): Promise<MaintenanceMode[]> {
  const message = change.message?.trim() || null;
  await db.transaction().execute(async (trx) => {
    if (change.enabled) {
      await trx
        .insertInto('maintenance_modes')
        .values({ scope: change.scope, message, switched_by: actor })
        .onConflict((oc) => oc.column('scope').doUpdateSet({ message, switched_by: actor, switched_at: new Date() }))
        .execute();
    } else {
      await trx.deleteFrom('maintenance_modes').where('scope', '=', change.scope).execute();
    }
    await trx.insertInto('maintenance_events').values({ scope: change.scope, enabled: change.enabled, message, actor }).execute();
    await recordOpsAction(trx, { actor, area: 'maintenance', action: change.enabled ? 'on' : 'off', subject: change.scope, details: message ? { message } : {} });
  });
  clearMaintenanceCache(db);
  return activeModes(db);
}

export async function maintenanceEvents(db: Kysely<DB>, limit = 20) {
  const rows = await db.selectFrom('maintenance_events').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at).toISOString() }));
}

/** Methods the cashier-only mode stops: the cashier's own. */
export function isCashierMethod(name: MethodName): boolean {
  return name.startsWith('cashier.');
}

/** The error a player API call gets under the modes that are on, or null when it may go on. */
export function maintenanceError(modes: readonly MaintenanceMode[], name: MethodName, locale: string): ApiError | null {
  if (modes.length === 0) return null;
  const find = (scope: MaintenanceScope) => modes.find((m) => m.scope === scope);
  const disabled = find('site') ?? find(locale as MaintenanceScope);
  if (disabled && disabled.scope !== 'cashier') {
    return new ApiError('ApplicationDisabled', 'The site is under maintenance', {
      scope: disabled.scope,
      ...(disabled.message ? { message: disabled.message } : {}),
    });
  }
  const cashier = find('cashier');
  if (cashier && isCashierMethod(name)) {
    return new ApiError('ApplicationUnavailable', 'The cashier is under maintenance', {
      scope: 'cashier',
      ...(cashier.message ? { message: cashier.message } : {}),
    });
  }
  return null;
}
