import { useContext, useEffect } from 'react';
import { ApiError, isRouteErrorResponse, type RemoteName, useLocation, useNavigate, useRouteError } from '@casino/shared';
import { PageErrorContext, useRemotes } from './context';
import { RemoteFallback } from './RemoteFallback';
import { isTransient } from './plugins';

/**
 * What a remote's route error is: its code did not arrive (the area is unavailable, a retry may
 * help), an answer the page's loader gave (a typed API error, a 404), or a crash of the page.
 */
export function routeErrorKind(error: unknown): 'unavailable' | 'answer' | 'crash' {
  if (isTransient(error)) return 'unavailable';
  if (error instanceof ApiError || isRouteErrorResponse(error)) return 'answer';
  return 'crash';
}

/**
 * Error element of every route a remote contributes; the failure stays inside the page, the
 * layout keeps working. Code that did not arrive gives the area's fallback with a retry; any
 * other error the page of spec §8 (a crash is also reported against the release).
 */
export function RemoteRouteError({ name }: { name: RemoteName }) {
  const remotes = useRemotes();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const pageOf = useContext(PageErrorContext);
  const kind = routeErrorKind(error);
  const message = error instanceof Error ? error.message : String(error);
  useEffect(() => {
    if (kind !== 'answer') remotes.reportFailure({ remote: name, kind: 'render', message });
  }, [remotes, name, message, kind]);
  if (kind !== 'unavailable' && pageOf) return <>{pageOf(error)}</>;
  const retry = () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  return <RemoteFallback name={name} onRetry={retry} />;
}
