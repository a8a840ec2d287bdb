import { createStore } from 'zustand';
import { isMaintenanceStatus, type MaintenanceStatus } from '@casino/contract/maintenance/index';
import type { Locale } from '@casino/shared';

/** Where a player's page reads the maintenance windows (server/src/maintenance/ops.ts). */
export const MAINTENANCE_STATUS_PATH = '/maintenance.json';

interface StatusState {
  status: MaintenanceStatus | null;
  /** The last read failed (the server is away): keep what was known. */
  failed: boolean;
}

export const maintenanceStatusStore = createStore<StatusState>(() => ({ status: null, failed: false }));

/** Reads the windows in force or announced, in the page's language; answers them (null when the read failed). */
export async function refreshMaintenanceStatus(locale: Locale, fetchImpl?: typeof fetch): Promise<MaintenanceStatus | null> {
  try {
    const res = await (fetchImpl ?? globalThis.fetch)(`${MAINTENANCE_STATUS_PATH}?locale=${locale}`, { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`maintenance status ${res.status}`);
    const body = (await res.json()) as { data?: unknown };
    const status = body.data;
    if (!isMaintenanceStatus(status)) throw new Error('maintenance status of another shape');
    maintenanceStatusStore.setState({ status, failed: false });
    return status;
  } catch {
    maintenanceStatusStore.setState({ failed: true });
    return null;
  }
}
