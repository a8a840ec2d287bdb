import type { RemoteDialogs } from '../platform/dialogs';
import type { RemoteLoader } from './loader';
import { RemoteBoundary } from './RemoteBoundary';

/** How the dialog host opens `<remote>:<id>` dialogs: the remote's `dialogs` entry, inside its boundary. */
export function remoteDialogs(remotes: Pick<RemoteLoader, 'load'>): RemoteDialogs {
  return {
    async load(owner, id) {
      const app = await remotes.load(owner);
      const load = app.dialogs?.[id];
      if (!load) throw new Error(`${owner} has no dialog "${id}"`);
      return load();
    },
    Boundary: RemoteBoundary,
  };
}
