import { createApiClient, useLocaleStore, type ApiClient } from '@casino/shared';
import { watchFatalAnswers } from './fatal';

let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server render answers the API in-process (its own handlers, as a guest) instead of over the network. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** The site's own services (the content service's pages): the browser's fetch, the server's in-process one while it renders. */
export const siteFetch: typeof fetch = (input, init) => transport(input, init);

/** The page's one API client, speaking the current locale (on the server, the request's). */
export const api: ApiClient = createApiClient({
  locale: () => useLocaleStore.getState().locale,
  // A banned player, a site under maintenance or a 403 answer lead to their pages wherever they happen (spec §8).
  fetch: watchFatalAnswers((input, init) => transport(input, init)),
});
