import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bus, i18n, I18nextProvider, RouterProvider, useLocaleStore } from '@casino/shared';
import './styles/tokens.css';
import './styles/reset.css';
import { fetchRegistry } from './federation/registry';
import { adoptRegistry, currentRegistry, loadRemoteApp } from './federation/remotes';
import { HOME_SLOT_REMOTES } from './features/home';
import { localeOfPath, stripLocale } from './app/locale';
import { createAppRouter } from './app/routes';
import { createPlatform } from './app/platform';
import { listenForBalanceChanges, sessionReady } from './app/session';
import { Overlays } from './app/Overlays';
import { followAccountLocale, initialLocaleRedirect, readLocaleCookie } from './features/locale';

async function start() {
  // A first visit without /ru follows the saved language, then the browser's (spec §2, §4).
  const localeTarget = initialLocaleRedirect(window.location, readLocaleCookie(document.cookie), navigator.languages);
  if (localeTarget) window.history.replaceState(null, '', localeTarget);
  // The address decides the language before anything loads in it (remotes started early included).
  useLocaleStore.getState().setLocale(localeOfPath(window.location.pathname));
  const registry = await fetchRegistry();
  let navigate: (to: string, options?: { replace?: boolean }) => void = (to) => location.assign(to);
  adoptRegistry(registry, createPlatform((to, options) => navigate(to, options)));
  void sessionReady();
  // The home page embeds the banners and game rows: start their remotes now, not after first render.
  if (stripLocale(window.location.pathname) === '/') for (const name of HOME_SLOT_REMOTES) void loadRemoteApp(name).catch(() => {});
  listenForBalanceChanges();

  const router = createAppRouter(currentRegistry);
  navigate = (to, options) => void router.navigate(to, options);
  // Signing in or out changes what the current page may show: pass the guard again.
  bus.on('auth:login', () => void router.revalidate());
  bus.on('auth:logout', () => void router.revalidate());
  followAccountLocale((to) => router.navigate(to));

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <Overlays />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
