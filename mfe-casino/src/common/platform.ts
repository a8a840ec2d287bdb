import { createPlatformHolder } from '@casino/shared/remote';

/**
 * The platform the shell hands this remote in `start()`: its API client (the shell's, which also
 * routes fatal answers to their pages), the bus and locale-aware navigation. Every call of the
 * casino goes through it.
 */
const holder = createPlatformHolder('casino');

export const setPlatform = holder.set;
export const platform = holder.get;
export const api = holder.api;
export { askToSignIn, errorKey, toastError } from '@casino/shared/remote';
