import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  bus,
  i18n,
  I18nextProvider,
  localeOfPath,
  localePath,
  RouterProvider,
  setRenderStateSource,
  stripLocale,
  useConfigStore,
  useLocaleStore,
  type RemoteApp,
  type RemoteName,
} from '@casino/shared';
import '@casino/shared/ui/tokens.css';
import '../styles/reset.css';
import { createPlatform } from '../platform/remote-platform';
import { FATAL_PAGE_PATHS, renderedMaintenance, reportFatalError } from '../platform/fatal';
import { rememberFirstLoader } from '../platform/operator';
import { addStringsLoader, ensureLocale } from '../platform/locale';
import { adoptContentConfig } from '../platform/content-config';
import { PageDataScopes } from '../federation/data-scope';
import { isServerSkip } from '../federation/server-render';
import { handedOverData, PAGE_STATE_ID, renderedPageState, renderStatesOf } from './hydration';
import { listenForBalanceChanges, sessionReady } from '../platform/session';
import { fetchRegistry, inlineRegistry } from '../federation/registry';
import { createRemoteLoader } from '../federation/loader';
import { loadSlot } from '../federation/slots';
import { RemotesProvider } from '../federation/context';
import { HOME_SLOTS } from '../features/home';
// The sender alone: the counters' loaders stay in the page furniture's chunk.
import { sendClientEvents } from '../features/analytics/client-events';
import { preloadSlot } from '../federation/RemoteSlot';
import { followAccountLocale, initialLocaleRedirect, readLocaleCookie } from '../features/locale';
import { createAppRouter } from './routes';

async function start() {
  // A first visit without /ru follows the saved language, then the browser's (spec §2, §4).
  const localeTarget = initialLocaleRedirect(window.location, readLocaleCookie(document.cookie), navigator.languages);
  if (localeTarget) window.history.replaceState(null, '', localeTarget);
  // The address decides the language before anything loads in it (remotes started early included).
  useLocaleStore.getState().setLocale(localeOfPath(window.location.pathname));
  // The operator's loader drawn by the server stays the page loader until the settings arrive.
  rememberFirstLoader();
  // A page the server rendered: the browser hydrates it with the state it was rendered with.
  const rendered = localeTarget ? null : renderedPageState();
  if (rendered) {
    const renderStates = renderStatesOf(rendered);
    setRenderStateSource({ states: () => renderStates, server: false });
    useConfigStore.getState().setConfig(rendered.config);
    adoptContentConfig(rendered.locale);
  }
  // A page the server rendered under maintenance starts on the maintenance page, not the normal one.
  const maintenance = renderedMaintenance();
  if (maintenance) {
    // The page asked for goes with it (the router's history state): the player returns there once maintenance ends.
    const from = `${window.location.pathname}${window.location.search}`;
    const kept = (window.history.state as { usr?: { from?: string } } | null)?.usr?.from;
    const target = localePath(useLocaleStore.getState().locale, FATAL_PAGE_PATHS.maintenance);
    window.history.replaceState({ usr: { from: from === target ? kept : from }, key: 'maintenance', idx: 0 }, '', target);
    reportFatalError(maintenance);
  }
  // The server renders the registry into the page; fetched only when it did not.
  const registry = inlineRegistry() ?? (await fetchRegistry());
  let navigate: (to: string, options?: { replace?: boolean }) => void = (to) => location.assign(to);
  // The page's one remote loader; it hands remotes the shell's singletons before the first one runs.
  // Remotes embed each other's slots through it too (called only after start, once `remotes` is set).
  const platform = createPlatform(
    (to, options) => navigate(to, options),
    (name, slot) => loadSlot(remotes, name, slot),
  );
  const remotes = createRemoteLoader({ registry, platform });
  // A locale switch loads the strings of every remote already on the page.
  addStringsLoader((locale) => remotes.loadTranslations(locale));
  void sessionReady();
  // The home page embeds the banners and game rows: start their remotes and pieces now, not after first render.
  if (stripLocale(window.location.pathname) === '/') for (const { name, slot } of HOME_SLOTS) void preloadSlot(remotes, name, slot);
  listenForBalanceChanges();
  // Client events (spec §7 events.handle) from the first moment: a sign-in can fail before the furniture loads.
  sendClientEvents();

  // Hydration needs what the server rendered with: the strings, its remotes' routes and its slots' pieces.
  const mounted: { name: RemoteName; app: RemoteApp }[] = [];
  if (rendered) {
    const loads = rendered.mounted.map((name) =>
      remotes.load(name).then(
        (app) => void mounted.push({ name, app }),
        () => undefined,
      ),
    );
    await Promise.all([ensureLocale(rendered.locale), ...loads, ...rendered.slots.map(({ name, slot }) => preloadSlot(remotes, name, slot))]);
  }
  const router = await createAppRouter(remotes, rendered ? { mounted, hydrationData: { loaderData: rendered.loaderData } } : {});
  navigate = (to, options) => void router.navigate(to, options);
  // Signing in, registering or signing out changes what the current page may show: pass the guard and its loaders again.
  bus.on('auth:login', () => void router.revalidate());
  bus.on('auth:register', () => void router.revalidate());
  bus.on('auth:logout', () => void router.revalidate());
  followAccountLocale((to) => router.navigate(to));

  const container = document.getElementById('root')!;
  if (!rendered) {
    // Markup rendered for another address (a language redirect, the offline copy) is not this page's.
    if (document.getElementById(PAGE_STATE_ID)) container.replaceChildren();
    createRoot(container).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RemotesProvider loader={remotes}>
            <RouterProvider router={router} />
          </RemotesProvider>
        </I18nextProvider>
      </StrictMode>,
    );
    return;
  }
  const data = handedOverData(rendered);
  hydrateRoot(
    container,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RemotesProvider loader={remotes}>
          <PageDataScopes.Provider value={() => data}>
            <RouterProvider router={router} />
          </PageDataScopes.Provider>
        </RemotesProvider>
      </I18nextProvider>
    </StrictMode>,
    {
      // A part the server left to the browser on purpose is rendered here: no error to tell.
      onRecoverableError: (error, info) => {
        if (!isServerSkip(error) && !isServerSkip((error as { cause?: unknown }).cause)) console.error(error, info.componentStack ?? '');
      },
    },
  );
}

void start();
