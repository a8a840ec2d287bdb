import type { ComponentType } from 'react';
import type { RemoteName } from '@casino/shared';
import type { RemoteLoader } from './loader';
import { fetchRegistry, type RegistryState } from './registry';

/**
 * `Platform.loadSlot`: a remote's slot for another remote's page, through the page's one loader
 * (so a failure is reported and shown like any other). A remote that failed earlier is prepared
 * for a new try first, as the shell's own slots do on retry.
 */
export async function loadSlot(
  remotes: RemoteLoader,
  name: RemoteName,
  slot: string,
  refetch: () => Promise<RegistryState> = fetchRegistry,
): Promise<ComponentType<Record<string, unknown>> | null> {
  if (remotes.status.getState().byName[name]?.state === 'failed') await remotes.prepareRetry(name, refetch);
  const app = await remotes.load(name);
  const load = app.slots?.[slot];
  return load ? (await load()).default : null;
}
