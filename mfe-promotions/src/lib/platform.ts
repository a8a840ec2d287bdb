import { createPlatformHolder } from '@casino/shared/remote';

/** The platform the shell hands this remote in `start()`; every call of the promotions goes through it. */
const holder = createPlatformHolder('promotions');

/** For `start(platform)`: keeps the platform and returns the clean-up. */
export const startPlatform = holder.start;
export const platform = holder.get;
export const api = holder.api;
