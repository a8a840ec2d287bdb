import { createPlatformHolder } from '@casino/shared/remote';

/** The platform the shell hands this remote in `start()`; every call of the promotions goes through it. */
const holder = createPlatformHolder('promotions');

export const setPlatform = holder.set;
export const platform = holder.get;
export const api = holder.api;
export { askToSignIn, errorKey, toastError } from '@casino/shared/remote';
