import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import contractJson from '../../contract.json';
import type { Bus } from '../bus';
import type { ApiClient } from '../api/client';
import type { Locale } from '../i18n/locales';
import type { RemoteName } from './remote-names';

/** Major version of the RemoteApp interface. The shell refuses remotes built for another major. */
export const CONTRACT_MAJOR: number = contractJson.major;

export { REMOTE_NAMES, isRemoteName, type RemoteName } from './remote-names';

/** A component the shell loads only when it is first shown (wrapped in React.lazy by the shell). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of a remote's component are its own; unknown would refuse every typed component
export type LazyComponent<P = any> = () => Promise<{ default: ComponentType<P> }>;

/** i18next resources of one namespace: nested keys to strings. */
export interface Resources {
  [key: string]: string | Resources;
}

/** What the shell hands a remote when it starts: the only doors into the platform. */
export interface Platform {
  bus: Bus;
  api: ApiClient;
  /** Locale-aware navigation inside the site (`to` is relative to the locale root). */
  navigate(to: string, options?: { replace?: boolean }): void;
  locale(): Locale;
  /**
   * Another part's slot (its `RemoteApp.slots`), loaded at run time: the component, or null when
   * that part offers no such slot. Rejects when the part cannot be loaded (the shell reports the
   * failure; a later call tries again). Absent in a shell older than slots for remotes; the remote
   * kit's `PlatformSlot` shows its unavailable state then.
   */
  loadSlot?(remote: RemoteName, slot: string): Promise<ComponentType<Record<string, unknown>> | null>;
}

export interface RemoteApp {
  name: RemoteName;
  contract: number;
  /** Paths relative to the locale root ('gamehall', 'gamehall/:id'); the shell mounts them under '/' and '/ru'. */
  routes: RouteObject[];
  dialogs?: Record<string, LazyComponent>;
  slots?: Record<string, LazyComponent>;
  translations?: (locale: Locale) => Promise<Resources>;
  start?(platform: Platform): () => void;
}

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
}

export interface RegistryDocument {
  remotes: RegistryEntry[];
  /** How old the shell's copy may get before it rereads the document on entering a remote's area. */
  refreshSeconds?: number;
  /** Share (0–1) of page visits that report page timings with the vitals beacon (`VITALS_SAMPLE_RATE`). */
  vitalsSampleRate?: number;
}

export * from './vitals';
