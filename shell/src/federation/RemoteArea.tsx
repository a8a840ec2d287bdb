import { useLocation, useNavigate } from '@casino/shared';
import type { RemoteName } from '@casino/shared';
import { NotFoundPage } from '../features/not-found';
import { fetchRegistry } from './registry';
import { prepareRetry, useRemoteStatus } from './remotes';
import { RemoteFallback } from './RemoteFallback';

/**
 * Placeholder of a remote's area in the route tree. It renders only when the remote's own routes
 * are not there: either the remote failed to load (fallback with retry), or it has no such page (404).
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const status = useRemoteStatus((s) => s.byName[name]);
  const navigate = useNavigate();
  const location = useLocation();
  if (status?.state === 'failed') {
    const retry = async () => {
      await prepareRetry(name, fetchRegistry);
      // Navigating to the same address runs the route patcher again, which reloads the remote.
      await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    };
    return <RemoteFallback name={name} onRetry={retry} />;
  }
  return <NotFoundPage />;
}
