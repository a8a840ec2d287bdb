import { useEffect } from 'react';
import { type RemoteName, useLocation, useNavigate, useRouteError } from '@casino/shared';
import { useRemotes } from './context';
import { RemoteFallback } from './RemoteFallback';

/** Error element of every route a remote contributes: a crash stays inside the remote's area. */
export function RemoteRouteError({ name }: { name: RemoteName }) {
  const remotes = useRemotes();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const message = error instanceof Error ? error.message : String(error);
  useEffect(() => {
    remotes.reportFailure({ remote: name, kind: 'render', message });
  }, [remotes, name, message]);
  const retry = () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  return <RemoteFallback name={name} onRetry={retry} />;
}
