/** Releases of the site's remotes: storage, discovery, canaries, served versions and their vitals. Other code reaches this domain only through this file. */
export { noteUrl, opsTarget, removeServerNote, writeServerNote } from './discovery';
export { type ReleaseSource, databaseReleaseSource, registerReleaseRoutes, workspaceReleaseSource } from './routes';
export { ReleaseService } from './service';
export { type ReleaseStorageSettings, loadReleaseStorageSettings, openReleaseStorage } from './storage-config';
export { isSafeReleasePath } from './storage';
export { addToHour, addVitals, hourOf, vitalRows, vitalsSince } from './vitals';
