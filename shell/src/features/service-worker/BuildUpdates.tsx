import { useEffect } from 'react';
import { i18n, useToastsStore } from '@casino/shared';
import { currentBuildId, guardedReload, registerServiceWorker, RELOAD_GUARD_MS, reloadedRecently, watchBuilds } from './builds';

let running = false;

/**
 * The offline shell (service worker) and the new-build offer: when a new shell build is live,
 * a toast offers a reload, unless the page reloaded itself less than 10 s ago.
 */
export function BuildUpdates() {
  useEffect(() => {
    if (running) return;
    running = true;
    if (process.env.NODE_ENV === 'production') void registerServiceWorker();
    watchBuilds({
      current: currentBuildId(document),
      onNewBuild: function offer() {
        // Just reloaded (a new build still rolling out): offer again once the guard has passed.
        if (reloadedRecently(window.sessionStorage)) return void setTimeout(offer, RELOAD_GUARD_MS);
        useToastsStore.getState().show({
          text: i18n.t('shell:update.available'),
          type: 'info',
          time: 0,
          action: { label: i18n.t('shell:update.reload'), run: () => void guardedReload(window) },
        });
      },
    });
  }, []);
  return null;
}
