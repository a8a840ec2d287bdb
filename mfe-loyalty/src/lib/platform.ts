import { createPlatformHolder } from '@casino/shared/remote';

/** The platform the shell hands this remote in `start()`: every call of the loyalty remote goes through its API client. */
const holder = createPlatformHolder('loyalty');

export const startPlatform = holder.start;
export const platform = holder.get;
export const api = holder.api;
