import { ApiError, bus, type ApiClient, type Bus, type Platform, type RemoteName } from '@casino/shared';

export interface PlatformHolder {
  /** Called from the remote's `start(platform)`; `null` on clean-up. */
  set(platform: Platform | null): void;
  /**
   * Keeps `platform` and returns the clean-up for `start()` to return. The clean-up forgets only
   * this platform: a stale one (after the remote was started again) leaves the newer in place.
   */
  start(platform: Platform): () => void;
  /** The platform the shell handed over; throws when the remote was not started by the shell. */
  get(): Platform;
  /** The shell's API client (it also routes fatal answers to their system pages). */
  api(): ApiClient;
  /** The bus the shell handed over. */
  bus(): Bus;
}

/** Keeps the platform a remote receives in `start()`, so its features call the API the shell's way. */
export function createPlatformHolder(remote: RemoteName): PlatformHolder {
  let current: Platform | null = null;
  const get = () => {
    if (!current) throw new Error(`The ${remote} remote has not been started by the shell`);
    return current;
  };
  return {
    set: (platform) => void (current = platform),
    start(platform) {
      current = platform;
      return () => {
        if (current === platform) current = null;
      };
    },
    get,
    api: () => get().api,
    bus: () => get().bus,
  };
}

/** Translation key (in the remote's own namespace) of a failed call, for toasts and error states. */
export function errorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.is('ApplicationUnavailable') || error.is('BillingUnavailable')) return 'errors.network';
    if (error.is('Authorization')) return 'errors.auth';
    if (error.is('TooManyRequests')) return 'errors.tooMany';
    if (error.is('StorageQuotaExceeded')) return 'errors.quota';
  }
  return 'errors.generic';
}

/** Shows a failed call in the shell's toast area (an aborted request is not a failure). */
export function toastError(error: unknown, t: (key: string) => string): void {
  if ((error as Error)?.name === 'AbortError') return;
  bus.emit('toast:show', { text: t(errorKey(error)), type: 'error' });
}

/** Asks the shell for its sign-in (or registration) popup. */
export function askToSignIn(view: 'login' | 'registration' = 'login'): void {
  bus.emit('dialog:open', { id: 'auth', props: { view } });
}
