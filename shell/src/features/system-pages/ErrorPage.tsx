import { ApiError, exclusionOfFields, isRouteErrorResponse } from '@casino/shared';
import { fatalPageOf } from '../../platform/fatal';
import { NotFoundPage } from './NotFoundPage';
import { ErrorsSlot, FatalPageView, maintenanceMessage } from './pages';

const STATUS_PAGES = { 403: 'forbidden', 503: 'maintenance' } as const;

/**
 * The page for an error that reached a route's error element (spec §8): fatal API errors give
 * their page, a 404 answer the 404 page, anything else the errors slot. Never a white page.
 */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    const page = STATUS_PAGES[error.status as keyof typeof STATUS_PAGES];
    return page ? <FatalPageView page={page} /> : <NotFoundPage />;
  }
  const page = fatalPageOf(error);
  if (!page) return <ErrorsSlot />;
  const fields = error instanceof ApiError ? error.fields : undefined;
  return <FatalPageView page={page} exclusion={fields ? exclusionOfFields(fields) : null} message={maintenanceMessage(fields)} />;
}
