import type { ApiClient, Bus, Platform } from '@casino/shared';

/**
 * The platform the shell hands the cashier in `start(platform)`: its API client (the one that
 * leads fatal answers to their pages) and the bus. Every call of the remote goes through it.
 */
let current: Platform | null = null;

export function setPlatform(platform: Platform): () => void {
  current = platform;
  return () => {
    if (current === platform) current = null;
  };
}

function platform(): Platform {
  if (!current) throw new Error('The cashier has not been started by the shell');
  return current;
}

export const cashierApi = (): ApiClient => platform().api;
export const cashierBus = (): Bus => platform().bus;
