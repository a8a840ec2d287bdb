import { CONTRACT_MAJOR, type RegistryEntry, type RemoteApp, type RemoteName } from '@casino/shared';

export class RemoteContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteContractError';
  }
}

const major = (version: string) => Number.parseInt(version.replace(/^[^\d]*/, ''), 10);

/**
 * Singletons the remote was built against whose major differs from the one the shell provides.
 * A different major of React or the router would mean a second copy or broken hooks.
 */
export function sharedMismatches(built: Record<string, string> | undefined, provided: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [pkg, version] of Object.entries(built ?? {})) {
    const have = provided[pkg];
    if (have && major(have) !== major(version)) out.push(`${pkg} ${version} (shell has ${have})`);
  }
  return out;
}

/**
 * Checks a release before any of its code runs: built for this shell's contract (which includes
 * how its entry is loaded), and against the same majors of the singletons it will be handed.
 */
export function assertReleaseFits(entry: RegistryEntry): void {
  if (entry.contract !== CONTRACT_MAJOR) {
    throw new RemoteContractError(`${entry.name} ${entry.release}: contract ${String(entry.contract)}, shell needs ${CONTRACT_MAJOR}`);
  }
  const mismatches = sharedMismatches(entry.shared, __SHELL_SHARED_VERSIONS__);
  if (mismatches.length) throw new RemoteContractError(`${entry.name} ${entry.release}: incompatible shared ${mismatches.join(', ')}`);
}

/** Checks what a remote's `./app` returned before the shell lets it render anything. */
export function assertRemoteApp(name: RemoteName, mod: unknown): RemoteApp {
  const app = (mod as { default?: unknown } | null)?.default ?? mod;
  const candidate = app as Partial<RemoteApp> | null;
  if (!candidate || typeof candidate !== 'object') throw new RemoteContractError(`${name}: ./app exports nothing`);
  if (candidate.name !== name) throw new RemoteContractError(`${name}: ./app says it is "${String(candidate.name)}"`);
  if (candidate.contract !== CONTRACT_MAJOR) {
    throw new RemoteContractError(`${name}: contract ${String(candidate.contract)}, shell needs ${CONTRACT_MAJOR}`);
  }
  if (!Array.isArray(candidate.routes)) throw new RemoteContractError(`${name}: routes missing`);
  return candidate as RemoteApp;
}
