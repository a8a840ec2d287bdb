import { useLocation, useNavigate, type RemoteName } from '@casino/shared';
import { useEffect, type ReactNode } from 'react';
import { useRemotes, useRemoteStatus } from './context';
import { fetchRegistry } from './registry';
import { RemoteFallback } from './RemoteFallback';
import { ServerRenderSkipped } from './server-render';

interface Props {
  name: RemoteName;
  notFound: ReactNode;
  /** Shown while the remote's routes come in. */
  loading?: ReactNode;
  /** Whether the router holds the remote's routes (the browser's route patcher knows). */
  routed?: (name: RemoteName) => boolean;
}

/**
 * Placeholder of a remote's area in the route tree. It renders only when the remote's own routes
 * are not there: either the remote failed to load (fallback with retry), or it has no such page
 * (`notFound`), or the page was rendered on the server without the remote (it did not load there
 * in time) and hydrated into this placeholder: then entering the address again brings its routes in,
 * as the first navigation into an area does.
 */
export function RemoteArea({ name, notFound, loading = null, routed }: Props) {
  const remotes = useRemotes();
  const status = useRemoteStatus(name);
  const navigate = useNavigate();
  const location = useLocation();
  const unrouted = routed !== undefined && !routed(name) && status?.state !== 'failed';
  const address = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (unrouted) void navigate(address, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per placeholder that is waiting for its routes, not again for each address it is shown at
  }, [unrouted]);
  // On the server the placeholder renders only when the remote did not load there: the browser renders the area.
  if (typeof window === 'undefined') {
    const failure = remotes.status.getState().byName[name];
    throw new ServerRenderSkipped(name, failure?.state === 'failed' ? failure.message : 'not loaded on the server');
  }
  if (status?.state === 'failed') {
    const retry = async () => {
      await remotes.prepareRetry(name, fetchRegistry);
      // Navigating to the same address runs the route patcher again, which reloads the remote.
      await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    };
    return <RemoteFallback name={name} onRetry={retry} />;
  }
  if (unrouted) return <>{loading}</>;
  return <>{notFound}</>;
}
