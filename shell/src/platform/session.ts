import { ApiError, bus, isAuthenticated, useSessionStore } from '@casino/shared';
import { api } from './api';

let ready: Promise<void> | null = null;

/** Resolves once the first account answer (player or guest) is in; guards wait for it. */
export function sessionReady(): Promise<void> {
  return (ready ??= loadSession());
}

/**
 * Loads the visitor's account (uid 0 for guests) and the site's general info. A failure leaves the
 * visitor a guest: the site stays usable without the player API.
 */
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

/**
 * Fetches the balance into the session store (players only). After a money event (`moved`) the
 * store counts a money move even when the figures match, or when the request failed: every part
 * that shows money loads its data again (`useBalanceVersion`).
 */
export async function refreshBalance({ moved = false }: { moved?: boolean } = {}): Promise<void> {
  if (!isAuthenticated(useSessionStore.getState().account)) return;
  try {
    const balance = await api.call('account.getBalance');
    // Signed out meanwhile: nothing to update.
    if (isAuthenticated(useSessionStore.getState().account)) useSessionStore.getState().setBalance(balance, moved);
  } catch (error) {
    console.error('[session] balance refresh failed', error);
    if (moved && isAuthenticated(useSessionStore.getState().account)) useSessionStore.getState().moneyMoved();
  }
}

/** Reloads the player's account into the session store (players only); a failure keeps what is shown. */
export async function refreshAccount(): Promise<void> {
  if (!isAuthenticated(useSessionStore.getState().account)) return;
  try {
    const account = await api.call('account.getInfo');
    // Signed out meanwhile: a late answer must not bring the player back.
    if (isAuthenticated(useSessionStore.getState().account)) useSessionStore.getState().setAccount(account);
  } catch (error) {
    console.error('[session] account refresh failed', error);
  }
}

/**
 * Any part may say money moved; the shell refreshes the balance once, and the store's count of
 * money moves tells every part to load its money data again (the one way the page follows a
 * money event). A currency change reloads the whole account: every balance, and whatever reads
 * the account's currency, follows.
 */
export function listenForBalanceChanges(): () => void {
  const offBalance = bus.on('balance:changed', () => void refreshBalance({ moved: true }));
  const offCurrency = bus.on('currency:changed', () => void refreshAccount());
  return () => {
    offBalance();
    offCurrency();
  };
}

/**
 * Ends the player's session on the server, becomes a guest and tells every part. A failed call
 * still signs out locally: the session cookie is HttpOnly and expires on the server anyway.
 * Answers the failure of the server call, if any (analytics report it).
 */
export async function signOut(reason: 'user' | 'inactivity' | 'expired' = 'user'): Promise<{ error: unknown } | null> {
  let failure: { error: unknown } | null = null;
  try {
    await api.call('auth.logout');
  } catch (error) {
    console.error('[session] logout failed', error);
    failure = { error };
  }
  await loadSession();
  bus.emit('auth:logout', { reason });
  return failure;
}
