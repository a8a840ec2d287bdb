import { bus, localePath, useLocaleStore, type Platform } from '@casino/shared';
import { api } from './api';

/**
 * What remotes receive in `start(platform)`. Navigation is bound once the router exists; the slot
 * mount (the federation's) is handed in by app/, which knows how remotes load.
 */
export function createPlatform(navigate: (to: string, options?: { replace?: boolean }) => void, extras: Pick<Platform, 'Slot'> = {}): Platform {
  return {
    bus,
    api,
    locale: () => useLocaleStore.getState().locale,
    navigate: (to, options) => navigate(localePath(useLocaleStore.getState().locale, to), options),
    ...extras,
  };
}
