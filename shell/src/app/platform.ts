import { bus, createApiClient, useLocaleStore, type ApiClient, type Platform } from '@casino/shared';
import { localePath } from './locale';
import { watchFatalAnswers } from '../features/system-pages';

/** The browser's one API client, speaking the current locale. */
export const api: ApiClient = createApiClient({
  locale: () => useLocaleStore.getState().locale,
  // A banned player, a site under maintenance or a 403 answer lead to their pages wherever they happen (spec §8).
  fetch: watchFatalAnswers((input, init) => fetch(input, init)),
});

/** What remotes receive in `start(platform)`. Navigation is bound once the router exists. */
export function createPlatform(navigate: (to: string, options?: { replace?: boolean }) => void): Platform {
  return {
    bus,
    api,
    locale: () => useLocaleStore.getState().locale,
    navigate: (to, options) => navigate(localePath(useLocaleStore.getState().locale, to), options),
  };
}
