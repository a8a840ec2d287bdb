import { bus, type RemoteName } from '@casino/shared';
import { sendBeacon } from './beacon';
import { setStatus, type RemoteStatusStore } from './status';

export interface RemoteFailure {
  remote: RemoteName;
  /** `registry`: the registry has no release for it (nothing to report to ops: the registry failure is theirs). */
  kind: 'load' | 'contract' | 'registry' | 'render';
  message: string;
  release?: string;
  /** The served token of that release, when the registry handed one out. */
  token?: string;
}

/**
 * The one place a remote's failure is told: a failed load marks the remote failed (its area and
 * slots show the fallback), and every failure but a missing registry entry goes to the beacon and
 * to the bus as `remote:failed`. A crash while rendering leaves the load status as it is: the
 * remote is loaded, its other pieces keep working.
 */
export function reportRemoteFailure(status: RemoteStatusStore, { remote, kind, message, release, token }: RemoteFailure): void {
  if (kind !== 'render') setStatus(status, remote, { state: 'failed', kind, message });
  if (kind === 'registry') return;
  const withRelease = release ? { release } : {};
  sendBeacon({ remote, kind, message, ...withRelease, ...(token ? { token } : {}) });
  bus.emit('remote:failed', { name: remote, kind, message, ...withRelease });
}
