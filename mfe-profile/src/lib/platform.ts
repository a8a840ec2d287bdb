import { createPlatformHolder } from '@casino/shared/remote';

/** The platform the shell hands the profile in `start(platform)`: its API client and the bus. */
const holder = createPlatformHolder('profile');

export const startPlatform = holder.start;
export const platform = holder.get;
export const api = holder.api;
