import { ApiError, bus, useSessionStore } from '@casino/shared';
import { api } from './platform';

/**
 * Loads the visitor's account (uid 0 for guests) and the site's general info. A failure leaves the
 * visitor a guest: the site stays usable without the player API.
 */
let ready: Promise<void> | null = null;

/** Resolves once the first account answer (player or guest) is in; guards wait for it. */
export function sessionReady(): Promise<void> {
  return (ready ??= loadSession());
}

export async function loadSession(): Promise<void> {
  const store = useSessionStore.getState();
  store.setStatus('pending');
  const [account, general] = await Promise.allSettled([api.call('account.getInfo'), api.call('metadata.getgeneralinfo')]);
  if (account.status === 'fulfilled') store.setAccount(account.value);
  if (general.status === 'fulfilled') store.setGeneral(general.value);
  const failed = [account, general].find((r) => r.status === 'rejected') as PromiseRejectedResult | undefined;
  if (failed && !(failed.reason instanceof ApiError && failed.reason.is('Authorization'))) {
    console.error('[session] initial data unavailable', failed.reason);
  }
  store.setStatus(failed ? 'error' : 'success');
}

/** Any part may say money moved; the shell refreshes the balance once. */
export function listenForBalanceChanges(): () => void {
  return bus.on('balance:changed', () => {
    if (!useSessionStore.getState().account?.uid) return;
    api.call('account.getBalance').then(
      (balance) => useSessionStore.getState().setBalance(balance),
      (error) => console.error('[session] balance refresh failed', error),
    );
  });
}
