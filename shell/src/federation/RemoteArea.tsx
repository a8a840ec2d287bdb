import { useLocation, useNavigate, type RemoteName } from '@casino/shared';
import type { ReactNode } from 'react';
import { useRemotes, useRemoteStatus } from './context';
import { fetchRegistry } from './registry';
import { RemoteFallback } from './RemoteFallback';
import { ServerRenderSkipped } from './server-render';

/**
 * Placeholder of a remote's area in the route tree. It renders only when the remote's own routes
 * are not there: either the remote failed to load (fallback with retry), or it has no such page (`notFound`).
 */
export function RemoteArea({ name, notFound }: { name: RemoteName; notFound: ReactNode }) {
  const remotes = useRemotes();
  const status = useRemoteStatus(name);
  const navigate = useNavigate();
  const location = useLocation();
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
  return <>{notFound}</>;
}
