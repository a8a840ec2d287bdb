import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Bus } from '../bus';
import type { ApiClient } from '../api/client';
import type { Locale } from '../i18n/locales';
import type { RemoteName } from './remote-names';

export { CONTRACT_MAJOR } from '@casino/contract/registry/contract-major';

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

export type { RegistryEntry, RegistryDocument } from '@casino/contract/registry/index';

export * from './vitals';
