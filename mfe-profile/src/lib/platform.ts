import { createPlatformHolder } from '@casino/shared/remote';

/**
 * The platform the shell hands this remote in `start()`: its API client (the shell's, which also
 * routes fatal answers to their pages), the bus and locale-aware navigation. Every call of the
 * profile goes through it.
 */
const holder = createPlatformHolder('profile');

/** For `start(platform)`: keeps the platform and returns the clean-up. */
export const startPlatform = holder.start;
export const platform = holder.get;
export const api = holder.api;
