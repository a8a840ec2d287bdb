import { ApiError, errorFromEnvelope, errorFromStatus, errorPageFor, type ErrorFields, type ErrorPage } from '@casino/shared';
import { isMaintenancePart } from '@casino/contract/maintenance/index';

/** Pages an error leads to wherever it happens (spec §8): the rest are handled where they occur. */
export type FatalPage = Exclude<ErrorPage, 'notFound'>;

/** Where each fatal page lives, relative to the locale root. */
export const FATAL_PAGE_PATHS: Record<FatalPage, string> = {
  userBlock: '/user-block',
  maintenance: '/maintenance',
  forbidden: '/forbidden',
};

/**
 * UserBanned → user block, ApplicationDisabled/Unavailable → maintenance, AccessDenied (403) →
 * forbidden; else none. A part's own maintenance (`fields.scope` "cashier", "loyalty", …) is no
 * fatal error: the part shows its paused state in its place and the rest of the site works.
 */
export function fatalPageOf(error: unknown): FatalPage | null {
  if (!(error instanceof ApiError)) return null;
  if (isMaintenancePart(error.fields?.scope)) return null;
  const page = errorPageFor(error);
  return page === 'notFound' ? null : page;
}

/** The page and the error that led to it (its fields may say more: a self-exclusion's end). */
type Listener = (page: FatalPage, error: ApiError) => void;
const listeners = new Set<Listener>();
let pending: { page: FatalPage; error: ApiError } | null = null;

/**
 * Reports an error that may be fatal. Answers the page it leads to (null when it is not fatal).
 * Until someone listens (the router is not up yet), the latest fatal page is kept.
 */
export function reportFatalError(error: unknown): FatalPage | null {
  if (error instanceof ApiError && isMaintenancePart(error.fields?.scope)) for (const listener of [...partListeners]) listener();
  const page = fatalPageOf(error);
  if (!page) return null;
  const apiError = error as ApiError;
  if (listeners.size === 0) pending = { page, error: apiError };
  for (const listener of [...listeners]) listener(page, apiError);
  return page;
}

const partListeners = new Set<() => void>();

/** Subscribes to answers saying a part is paused (the maintenance windows are reread). */
export function onPartPaused(listener: () => void): () => void {
  partListeners.add(listener);
  return () => void partListeners.delete(listener);
}

/** Subscribes to fatal pages; a page reported before anyone listened is delivered at once. */
export function onFatalPage(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    const { page, error } = pending;
    pending = null;
    listener(page, error);
  }
  return () => void listeners.delete(listener);
}

/**
 * A fetch for the API client that reports fatal answers (403 and 503 with or without the error
 * envelope) to the fatal-page listeners, and hands every answer on unchanged. Network failures
 * are no answer and lead nowhere.
 */
export function watchFatalAnswers(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.status === 403 || response.status === 503) {
      // A copy is read, so the caller still gets the whole answer.
      const copy = typeof response.clone === 'function' ? response.clone() : null;
      void (copy ? copy.json() : Promise.reject(new Error('no body copy'))).then(
        (body: unknown) => reportFatalError(errorFromEnvelope(body, response.status)),
        () => reportFatalError(errorFromStatus(response.status)),
      );
    }
    return response;
  };
}

/** Id of the maintenance state the server renders into a page under maintenance (server/src/maintenance/page.ts). */
export const INLINE_MAINTENANCE_ID = 'maintenance-state';

/**
 * The maintenance the server rendered into the page, as the error the API would answer: the
 * shell starts on the maintenance page instead of showing the normal one until its first call.
 */
export function renderedMaintenance(doc: Document = document): ApiError | null {
  const text = doc.getElementById(INLINE_MAINTENANCE_ID)?.textContent;
  if (!text) return null;
  try {
    const fields = JSON.parse(text) as unknown;
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
    return new ApiError('ApplicationDisabled', 'The site is under maintenance', fields as ErrorFields);
  } catch {
    return null;
  }
}
