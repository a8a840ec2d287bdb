/** Releases of the site's remotes: storage, discovery, canaries, served versions and their vitals. Other code reaches this domain only through this file. */
export { noteUrl, opsTarget, readServerNote, removeServerNote, writeServerNote } from './discovery';
export { type ReleaseSource, databaseReleaseSource, registerPreviewRoutes, registerReleaseRoutes, workspaceReleaseSource } from './routes';
export { PREVIEW_CACHE_CONTROL } from './preview';
export { ReleaseService } from './service';
export { type ReleaseStorageSettings, loadReleaseStorageSettings, openReleaseStorage } from './storage-config';
export { isSafeReleasePath, type ReleaseStorage } from './storage';
export { addToHour, addVitals, hourOf, vitalRows, vitalsSince } from './vitals';
export { releasesPlugin } from './plugin';
