import { createPlatformStore } from '../render/states';

import type { ContentConfig } from '@casino/contract/toasts/toast-time';

export type { ContentConfig };

export interface ConfigState {
  config: ContentConfig;
  loaded: boolean;
  setConfig(config: ContentConfig): void;
}

export const useConfigStore = createPlatformStore<ConfigState>('config', (set) => ({
  config: {},
  loaded: false,
  setConfig: (config) => set({ config, loaded: true }),
}));

/** One section of the content config, or an empty object when the section is missing. */
export function configSection<T extends Record<string, unknown>>(config: ContentConfig, section: string): Partial<T> {
  return (config[section] ?? {}) as Partial<T>;
}

/**
 * Resolves once the content settings are in (or known to be unavailable). A remote's route loader
 * runs beside the shell's, which loads them, so it waits here before reading a section.
 */
export function configLoaded(): Promise<void> {
  if (useConfigStore.getState().loaded) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useConfigStore.subscribe((state) => {
      if (!state.loaded) return;
      stop();
      resolve();
    });
  });
}
