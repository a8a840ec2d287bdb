import { useEffect } from 'react';
import { bus, type RemoteName, useLocation, useNavigate, useRouteError } from '@casino/shared';
import { reportFailure } from './beacon';
import { releaseOf } from './remotes';
import { RemoteFallback } from './RemoteFallback';

/** Error element of every route a remote contributes: a crash stays inside the remote's area. */
export function RemoteRouteError({ name }: { name: RemoteName }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const message = error instanceof Error ? error.message : String(error);
  useEffect(() => {
    const release = releaseOf(name);
    reportFailure({ remote: name, release, kind: 'render', message });
    bus.emit('remote:failed', { name, kind: 'render', message, release });
  }, [name, message]);
  const retry = () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  return <RemoteFallback name={name} onRetry={retry} />;
}
