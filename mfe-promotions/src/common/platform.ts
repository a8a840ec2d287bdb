import { ApiError, bus, type ApiClient, type Platform } from '@casino/shared';

/**
 * The platform the shell hands this remote in `start()`: its API client (the shell's, which
 * also routes fatal answers to their pages), the bus and locale-aware navigation. Every call
 * of the promotions goes through it.
 */
let current: Platform | null = null;

export function setPlatform(platform: Platform | null): void {
  current = platform;
}

export function platform(): Platform {
  if (!current) throw new Error('The promotions remote has not been started by the shell');
  return current;
}

export const api = (): ApiClient => platform().api;

/** Translation key of a failed call, for the shared toast and error states. */
export function errorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.is('ApplicationUnavailable') || error.is('BillingUnavailable')) return 'errors.network';
    if (error.is('Authorization')) return 'errors.auth';
    if (error.is('TooManyRequests')) return 'errors.tooMany';
    if (error.is('StorageQuotaExceeded')) return 'errors.quota';
  }
  return 'errors.generic';
}

/** Shows a failed call in the shell's toast area. */
export function toastError(error: unknown, t: (key: string) => string): void {
  if ((error as Error)?.name === 'AbortError') return;
  bus.emit('toast:show', { text: t(errorKey(error)), type: 'error' });
}

/** Asks the shell for its sign-in (or registration) popup. */
export function askToSignIn(view: 'login' | 'registration' = 'login'): void {
  bus.emit('dialog:open', { id: 'auth', props: { view } });
}
