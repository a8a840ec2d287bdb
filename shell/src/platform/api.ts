import { createApiClient, useLocaleStore, type ApiClient } from '@casino/shared';
import { watchFatalAnswers } from './fatal';

/** The browser's one API client, speaking the current locale. */
export const api: ApiClient = createApiClient({
  locale: () => useLocaleStore.getState().locale,
  // A banned player, a site under maintenance or a 403 answer lead to their pages wherever they happen (spec §8).
  fetch: watchFatalAnswers((input, init) => fetch(input, init)),
});
