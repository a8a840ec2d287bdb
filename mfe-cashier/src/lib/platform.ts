import { createPlatformHolder } from '@casino/shared/remote';

/**
 * The platform the shell hands the cashier in `start(platform)`: its API client (the one that
 * leads fatal answers to their pages) and the bus. Every call of the remote goes through it.
 */
const holder = createPlatformHolder('cashier');

/** For `start(platform)`: keeps the platform and returns the clean-up. */
export const startPlatform = holder.start;
export const platform = holder.get;
export const api = holder.api;
