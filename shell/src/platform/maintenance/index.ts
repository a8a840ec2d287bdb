// Maintenance windows as a page reads them (`/maintenance.json`): the status store, the rechecks, the way back.
export { maintenanceStatusStore, refreshMaintenanceStatus } from './status';
export { useRecheck } from './useRecheck';
export { NOTICE_REFRESH_MS, partOfPath, recheckDelay, returnPath } from './rules';
