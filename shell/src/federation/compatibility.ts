import { CONTRACT_MAJOR, type RegistryEntry, type RemoteApp, type RemoteName } from '@casino/shared';

export class RemoteContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteContractError';
  }
}

const parts = (version: string) =>
  version
    .replace(/^[^\d]*/, '')
    .split(/[.+-]/)
    .slice(0, 3)
    .map((n) => Number.parseInt(n, 10) || 0);

/**
 * True when `have` satisfies `^built`: the same major (the same minor below 1.0), and not older.
 * Kept out of the federation runtime's own semver so the monolith build does not carry the runtime.
 */
export function satisfiesCaret(have: string, built: string): boolean {
  const [hMajor, hMinor, hPatch] = parts(have) as [number, number, number];
  const [bMajor, bMinor, bPatch] = parts(built) as [number, number, number];
  if (hMajor !== bMajor || (bMajor === 0 && hMinor !== bMinor)) return false;
  return hMinor !== bMinor ? hMinor > bMinor : hPatch >= bPatch;
}

/**
 * Singletons the remote was built against that the shell's copies do not satisfy: the remote's
 * build requires `^<version it was built with>` of each (the kit's `sharedConfig`), the rule
 * Module Federation applies again when the remote's code asks for them.
 */
export function sharedMismatches(built: Record<string, string> | undefined, provided: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [pkg, version] of Object.entries(built ?? {})) {
    const have = provided[pkg];
    if (have && !satisfiesCaret(have, version)) out.push(`${pkg} ${version} (shell has ${have})`);
  }
  return out;
}

/**
 * Checks a release before any of its code runs: built for this shell's contract (which includes
 * how its entry is loaded), and against singletons the shell's copies satisfy.
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
