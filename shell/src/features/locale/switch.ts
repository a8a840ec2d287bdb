import { bus, isAuthenticated, localePath, useLocaleStore, useSessionStore, type Locale } from '@casino/shared';
import { api } from '../../platform/api';
import { loadSession } from '../../platform/session';
import { localeCookie, readLocaleCookie } from './choice';

export function saveLocaleCookie(locale: Locale): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}

/**
 * Switches the site's language (spec §4): stores the cookie, tells the account service, moves to
 * the same page under the other prefix and refetches the initial data in the new language.
 */
export async function switchLocale(locale: Locale, navigate: (to: string) => Promise<void> | void): Promise<void> {
  saveLocaleCookie(locale);
  const { pathname, search, hash } = window.location;
  await navigate(`${localePath(locale, pathname)}${search}${hash}`);
  if (isAuthenticated(useSessionStore.getState().account)) {
    await api.call('account.changelocale', { locale }).catch((error: unknown) => console.error('[locale] account not updated', error));
  }
  await loadSession();
}

/**
 * The account's language counts when the visitor never chose one here (no cookie): after sign-in
 * the site follows the account (spec §2 order: prefix, cookie, account, browser).
 */
export function followAccountLocale(navigate: (to: string) => Promise<void> | void): () => void {
  return bus.on('auth:login', () => {
    const accountLocale = useSessionStore.getState().account?.locale;
    if (!accountLocale || readLocaleCookie(document.cookie)) return;
    if (accountLocale !== useLocaleStore.getState().locale) void switchLocale(accountLocale, navigate);
  });
}
