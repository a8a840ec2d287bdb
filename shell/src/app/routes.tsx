import {
  createBrowserRouter,
  isAuthenticated,
  LOCALES,
  matchRoutes,
  redirect,
  stripLocale,
  useConfigStore,
  useSessionStore,
  type LoaderFunctionArgs,
  type Locale,
  type RemoteApp,
  type RemoteName,
  type RouteObject,
} from '@casino/shared';
import type { HydrationState } from 'react-router';
import { decideNavigation, isGuestRestricted } from '../platform/navigation';
import { configuredRedirects, loadContentConfig } from '../platform/content-config';
import { sessionReady } from '../platform/session';
import { ensureLocale } from '../platform/locale';
import { areaOwner, areaPrefixes, fetchRegistry, type RegistryState } from '../federation/registry';
import type { RemoteLoader } from '../federation/loader';
import { RemoteArea } from '../federation/RemoteArea';
import { createRoutePatcher, mountRemoteRoutes, rootId } from '../federation/routes';
import { Root, RootError, PageError, PageLoader } from './Root';
import { HomePage } from '../features/home';
import { ContentPage, contentPageLoader } from '../features/content-page';
import { NotFoundPage, systemPages } from '../features/system-pages';
import { authRoutes } from '../features/auth';
import { confirmationRoutes } from '../features/confirmation';
import { unsubscribeRoutes } from '../features/unsubscribe';
import { supportRoutes } from '../features/support';
import { iconsRoutes } from '../features/icons';
import { responsibleGamingRoutes } from '../features/responsible-gaming';

/** The shell's own pages, the placeholders of remote areas, and the 404 — the same under both locales. */
function localeChildren(registry: RegistryState, routed?: (name: RemoteName) => boolean): RouteObject[] {
  const areas: RouteObject[] = [...areaPrefixes(registry)].map(([prefix, name]) => ({
    path: `${prefix}/*`,
    element: <RemoteArea name={name} notFound={<NotFoundPage />} loading={<PageLoader />} {...(routed ? { routed } : {})} />,
  }));
  return [
    { index: true, element: <HomePage /> },
    // Sign-in and sign-up pages render the auth forms (lazy).
    ...authRoutes,
    ...confirmationRoutes,
    ...unsubscribeRoutes,
    ...supportRoutes,
    ...iconsRoutes,
    ...responsibleGamingRoutes,
    ...systemPages,
    ...areas,
    // A missing content page answers 404; the page of anything else that fails is chosen by spec §8.
    { path: ':slug', loader: contentPageLoader, element: <ContentPage />, errorElement: <PageError /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/**
 * Runs before every page: strings of the locale, then the redirect rules and the guest guard
 * (spec §2). Only guarded paths wait for the session, so public pages never wait for the API.
 */
export async function rootLoader(locale: Locale, { request }: LoaderFunctionArgs, remotes: RemoteLoader): Promise<null> {
  const url = new URL(request.url);
  await Promise.all([ensureLocale(locale), loadContentConfig(locale)]);
  const owner = areaOwner(stripLocale(url.pathname).split('/')[1] ?? '', remotes.registry());
  if (owner) {
    await freshRegistry(remotes);
    // A newer release of a remote this page already runs: entering its area loads the page anew.
    if (remotes.isStale(owner)) {
      window.location.assign(url.href);
      return new Promise<never>(() => {});
    }
  }
  const guarded = isGuestRestricted(url.pathname);
  if (guarded) await sessionReady();
  const decision = decideNavigation(url, {
    authenticated: guarded ? isAuthenticated(useSessionStore.getState().account) : null,
    redirects: configuredRedirects(useConfigStore.getState().config),
  });
  if (decision?.kind === 'internal') throw redirect(decision.to);
  if (decision?.kind === 'external') window.location.assign(decision.url);
  return null;
}

/** A remote whose routes are in the tree from the start (a server-rendered page's remote). */
export interface MountedRemote {
  name: RemoteName;
  app: RemoteApp;
}

/**
 * The page's route tree, the same on the server and in the browser (hydration needs the same
 * routes): both locale roots with the shell's pages, the remote areas' placeholders, and the
 * routes of the remotes mounted from the start.
 */
export function appRoutes(
  registry: RegistryState,
  rootLoader: (locale: Locale, args: LoaderFunctionArgs) => Promise<null>,
  mounted: readonly MountedRemote[] = [],
  /** In the browser: whether the router holds a remote's routes (mounted from the start or patched in since). */
  routed?: (name: RemoteName) => boolean,
): RouteObject[] {
  return LOCALES.map((locale) => ({
    id: rootId(locale),
    path: locale === 'uz' ? '/' : '/ru',
    loader: (args: LoaderFunctionArgs) => rootLoader(locale, args),
    // Every change of address passes the guard again; strings and config are cached per locale.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
    element: <Root locale={locale} />,
    errorElement: <RootError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...mounted.flatMap(({ name, app }) => mountRemoteRoutes(name, app.routes, locale)),
      // The shell's pages: an error in one shows its page in the layout (remote routes have their own error element).
      { id: `pages-${locale}`, errorElement: <PageError />, children: localeChildren(registry, routed) },
    ],
  }));
}

export interface AppRouterOptions {
  /** Remotes the server rendered the page with: their routes are in the tree before hydration. */
  mounted?: readonly MountedRemote[];
  /** What the server's route loaders answered: the browser hydrates without running them again. */
  hydrationData?: HydrationState;
}

export async function createAppRouter(remotes: RemoteLoader, { mounted = [], hydrationData }: AppRouterOptions = {}) {
  const patcher = createRoutePatcher(
    remotes,
    (path) => guestMayLoad(remotes, path),
    mounted.map((m) => m.name),
  );
  const routes = appRoutes(remotes.registry(), (locale, args) => rootLoader(locale, args, remotes), mounted, patcher.routed);
  // A server-rendered page hydrates at once: the lazy parts of its routes are in before the router starts.
  if (hydrationData) await resolveLazyMatches(routes, window.location.pathname);
  return createBrowserRouter(routes, {
    ...(hydrationData ? { hydrationData } : {}),
    patchRoutesOnNavigation: patcher,
  });
}

/** Loads the lazy routes the address matches into the route objects (react-router's advice for hydrating lazy routes). */
async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** How old the registry may be when a player enters a remote's area (releases reach open pages). */
const REGISTRY_MAX_AGE_S = 30;

/** Rereads the registry when it is old, waiting at most 1.5 s: a slow registry never blocks the page. */
function freshRegistry(remotes: RemoteLoader): Promise<void> {
  const maxAge = (remotes.registry().doc.refreshSeconds ?? REGISTRY_MAX_AGE_S) * 1000;
  return Promise.race([remotes.refreshRegistry(fetchRegistry, maxAge).catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, 1500))]);
}

/** Before a remote is first downloaded: the newest release, and never for a guest sent home anyway. */
async function guestMayLoad(remotes: RemoteLoader, path: string): Promise<boolean> {
  await freshRegistry(remotes);
  if (!isGuestRestricted(path)) return true;
  await sessionReady();
  return isAuthenticated(useSessionStore.getState().account);
}
