import { isRemoteName, VITALS_MAX_ERRORS, VITALS_MAX_RELEASES, type RegistryDocument, type RemoteName, type VitalsRelease } from '@casino/shared';
import type { RemoteStatus } from '../../federation/status';

/**
 * The releases on the page: every remote the page has loaded (the route's remote, the home page's
 * slot remotes), with the release it runs and the served token the registry handed out with it.
 * A release the registry no longer names has no token here and is left out (it could not count).
 */
export function pageReleases(
  byName: Partial<Record<RemoteName, RemoteStatus>>,
  releaseOf: (name: RemoteName) => string | undefined,
  doc: RegistryDocument,
): VitalsRelease[] {
  const out: VitalsRelease[] = [];
  for (const [name, status] of Object.entries(byName) as [RemoteName, RemoteStatus][]) {
    if (status.state !== 'ready') continue;
    const release = releaseOf(name);
    const token = doc.remotes.find((r) => r.name === name && r.release === release)?.token;
    if (release && token) out.push({ remote: name, release, token });
  }
  return out.slice(0, VITALS_MAX_RELEASES);
}

const RELEASE_FILE = /\/releases\/([a-z]+)\/([0-9A-Za-z.+-]{1,80})\//;

/** The remote release whose file an error came from (its URL is in the file name or the stack), or null. */
export function releaseOfError(...texts: (string | undefined)[]): { remote: RemoteName; release: string } | null {
  for (const text of texts) {
    const match = text ? RELEASE_FILE.exec(text) : null;
    if (match && isRemoteName(match[1])) return { remote: match[1], release: match[2]! };
  }
  return null;
}

/** Uncaught errors per release during the visit, each release capped (a loop of errors is one problem). */
export class ErrorTally {
  private counts = new Map<string, number>();

  add(at: { remote: RemoteName; release: string }): void {
    const key = `${at.remote}/${at.release}`;
    this.counts.set(key, Math.min(VITALS_MAX_ERRORS, (this.counts.get(key) ?? 0) + 1));
  }

  /** The releases given, each with its errors since the last call; releases with errors but not given are added when their token is known. */
  take(releases: readonly VitalsRelease[], tokenOf: (remote: RemoteName, release: string) => string | undefined): VitalsRelease[] {
    const out = releases.map((r) => ({ ...r }));
    for (const [key, errors] of this.counts) {
      const [remote, release] = key.split('/') as [RemoteName, string];
      const known = out.find((r) => r.remote === remote && r.release === release);
      if (known) known.errors = errors;
      else {
        const token = tokenOf(remote, release);
        if (token && out.length < VITALS_MAX_RELEASES) out.push({ remote, release, token, errors });
      }
    }
    this.counts.clear();
    return out;
  }

  get size(): number {
    return this.counts.size;
  }
}
