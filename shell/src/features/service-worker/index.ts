export { BuildUpdates } from './BuildUpdates';
export { currentBuildId, guardedReload, mayReload, RELOAD_GUARD_MS, watchBuilds } from './builds';
