import { bus, localePath, useLocaleStore, type Platform } from '@casino/shared';
import { api } from './api';

/**
 * What remotes receive in `start(platform)`. Navigation is bound once the router exists; other
 * remotes' slots come from the page's remote loader (`app/` hands it in).
 */
export function createPlatform(navigate: (to: string, options?: { replace?: boolean }) => void, loadSlot?: Platform['loadSlot']): Platform {
  return {
    bus,
    api,
    locale: () => useLocaleStore.getState().locale,
    navigate: (to, options) => navigate(localePath(useLocaleStore.getState().locale, to), options),
    ...(loadSlot ? { loadSlot } : {}),
  };
}
