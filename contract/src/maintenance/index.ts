/**
 * Maintenance as the server and the shell agree on it (docs/operations/maintenance.md): the scopes an
 * operator pauses, the windows they are paused in, and the status players' pages read
 * (`GET /maintenance.json`). A window is in force from its start (none: at once) to its end (none:
 * until switched off), computed from the times at every read: nothing has to run to start or end it.
 * No zod here: the shell reads the status as its first page starts, and a schema library would add
 * 16–24 KB (gzip) to that page for one answer of a few fields (`isMaintenanceStatus` checks it).
 */
import type { RemoteName } from '../registry/remote-names';

/** The parts of the site a window can pause on their own (a remote each); the rest works meanwhile. */
export const MAINTENANCE_PARTS = ['casino', 'cashier', 'loyalty', 'promotions', 'profile'] as const satisfies readonly RemoteName[];
export type MaintenancePart = (typeof MAINTENANCE_PARTS)[number];

/** `site` (everything), `uz` or `ru` (one language), or one part. */
export const MAINTENANCE_SCOPES = ['site', 'uz', 'ru', ...MAINTENANCE_PARTS] as const;
export type MaintenanceScope = (typeof MAINTENANCE_SCOPES)[number];

export const isMaintenancePart = (value: unknown): value is MaintenancePart =>
  typeof value === 'string' && (MAINTENANCE_PARTS as readonly string[]).includes(value);

/** How long before a window starts players are told of it (a notice on the site), hours. */
export const MAINTENANCE_NOTICE_HOURS = 24;

/**
 * Player API methods a paused part refuses (ApplicationUnavailable, `fields.scope` the part). The
 * game hall's and the profile's readings serve the home page and the header too: those parts
 * are paused in their place on the page, their methods go on.
 */
export const PART_METHOD_PREFIXES: Record<MaintenancePart, readonly string[]> = {
  casino: [],
  cashier: ['cashier.'],
  loyalty: ['loyalty.'],
  promotions: [],
  profile: [],
};

export interface MaintenanceTimes {
  starts_at: string | null;
  ends_at: string | null;
}

/** Whether a window is in force at `now` (ms). */
export function windowInForce(w: MaintenanceTimes, now: number): boolean {
  const started = w.starts_at === null || Date.parse(w.starts_at) <= now;
  const ended = w.ends_at !== null && Date.parse(w.ends_at) <= now;
  return started && !ended;
}

/** Whether a window starts later, within the notice period. */
export function windowAhead(w: MaintenanceTimes, now: number, hours = MAINTENANCE_NOTICE_HOURS): boolean {
  if (w.starts_at === null) return false;
  const start = Date.parse(w.starts_at);
  return start > now && start - now <= hours * 3_600_000 && (w.ends_at === null || Date.parse(w.ends_at) > start);
}

/** One window as a player's page reads it: the operator's message in the page's language. */
export interface MaintenanceWindow {
  scope: MaintenanceScope;
  message: string | null;
  starts_at: string | null;
  ends_at: string | null;
  /** In force now (else it starts within the notice period). */
  active: boolean;
}

/** `GET /maintenance.json?locale=uz|ru`: the windows in force or announced; `viewing` when an operator views the site (view pass). */
export interface MaintenanceStatus {
  windows: MaintenanceWindow[];
  viewing: boolean;
}

const nullableString = (v: unknown) => v === null || typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a value is a window as `MaintenanceWindow` describes it (a scope of `MAINTENANCE_SCOPES`, times as strings or null). */
export function isMaintenanceWindow(value: unknown): value is MaintenanceWindow {
  return (
    isRecord(value) &&
    typeof value.scope === 'string' &&
    (MAINTENANCE_SCOPES as readonly string[]).includes(value.scope) &&
    nullableString(value.message) &&
    nullableString(value.starts_at) &&
    nullableString(value.ends_at) &&
    typeof value.active === 'boolean'
  );
}

/** Whether a value is the status `GET /maintenance.json` answers (every window checked). */
export function isMaintenanceStatus(value: unknown): value is MaintenanceStatus {
  return isRecord(value) && Array.isArray(value.windows) && value.windows.every(isMaintenanceWindow) && typeof value.viewing === 'boolean';
}

/** The window that takes the whole page down for a page in `locale`, if any is in force. */
export function siteWindow(windows: readonly MaintenanceWindow[], locale: string): MaintenanceWindow | null {
  return windows.find((w) => w.active && w.scope === 'site') ?? windows.find((w) => w.active && w.scope === locale) ?? null;
}

/** The window in force that pauses one part, if any. */
export function partWindow(windows: readonly MaintenanceWindow[], part: string): MaintenanceWindow | null {
  return windows.find((w) => w.active && w.scope === part) ?? null;
}
