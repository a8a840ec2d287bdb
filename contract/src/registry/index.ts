// What the remote registry document (`/remotes.json`) says, read by the server that writes it and the shell that reads it.
import type { RemoteName } from './remote-names';

export { CONTRACT_MAJOR } from './contract-major';

export { REMOTE_NAMES, isRemoteName, type RemoteName } from './remote-names';
export * from './vitals';
export * from './pages';

/** One remote's active release as the registry document (`/remotes.json`) describes it. */
export interface RegistryEntry {
  name: RemoteName;
  /** Immutable release id, `<version>-<contenthash>`. */
  release: string;
  version: string;
  /** URL of the release's `remoteEntry.js` (immutable: it lives under the versioned release path). */
  entry: string;
  /** Top-level route segments this release serves ('gamehall', 'game', ...). */
  prefixes: string[];
  contract: number;
  /** Versions of the shared singletons the release was built against. */
  shared?: Record<string, string>;
  /** Signed proof that this browser was served this release; a failure report counts only with it. */
  token?: string;
  /** An operator previews this release in this browser (a preview pass): no player is served it through this answer. */
  preview?: boolean;
}

export interface RegistryDocument {
  remotes: RegistryEntry[];
  /** How old the shell's copy may get before it rereads the document on entering a remote's area. */
  refreshSeconds?: number;
  /** Share (0–1) of page visits that report page timings with the vitals beacon (`VITALS_SAMPLE_RATE`). */
  vitalsSampleRate?: number;
}
