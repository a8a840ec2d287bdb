export { MaintenanceNotices, useMaintenanceWatch } from './MaintenanceNotices';
export { PausedPart, usePausedPart } from './PausedPart';
