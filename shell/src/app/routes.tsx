import {
  createBrowserRouter,
  isAuthenticated,
  LOCALES,
  redirect,
  useConfigStore,
  useSessionStore,
  type LoaderFunctionArgs,
  type Locale,
  type RemoteApp,
  type RemoteName,
  type RouteObject,
} from '@casino/shared';
import { decideNavigation, isGuestRestricted } from '../features/navigation-rules';
import { configuredRedirects, loadContentConfig } from './content-config';
import { sessionReady } from './session';
import { areaOwner, areaPrefixes, fetchRegistry, type RegistryState } from '../federation/registry';
import { currentRegistry, isStale, loadRemoteApp, refreshRegistry } from '../federation/remotes';
import { RemoteArea } from '../federation/RemoteArea';
import { RemoteRouteError } from '../federation/RemoteRouteError';
import { ensureLocale, stripLocale } from './locale';
import { Root, RootError, PageLoader } from './Root';
import { HomePage } from '../features/home';
import { NotFoundPage } from '../features/not-found';
import { ContentPage, contentPageLoader } from '../features/content-page';
import { shellPages } from '../features/system-pages';

export const rootId = (locale: Locale) => `root-${locale}`;

/** The shell's own pages, the placeholders of remote areas, and the 404 — the same under both locales. */
function localeChildren(registry: RegistryState): RouteObject[] {
  const areas: RouteObject[] = [...areaPrefixes(registry)].map(([prefix, name]) => ({
    path: `${prefix}/*`,
    element: <RemoteArea name={name} />,
  }));
  return [
    { index: true, element: <HomePage /> },
    ...shellPages,
    ...areas,
    { path: ':slug', loader: contentPageLoader, element: <ContentPage />, errorElement: <NotFoundPage /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** Gives a remote's routes ids unique per locale and an error element that keeps the failure inside the area. */
export function mountRemoteRoutes(name: RemoteName, routes: RouteObject[], locale: Locale, prefix = ''): RouteObject[] {
  return routes.map((route, i) => {
    const id = `${locale}:${name}:${prefix}${i}`;
    const mounted = {
      ...route,
      id,
      ...(prefix === '' ? { errorElement: <RemoteRouteError name={name} /> } : {}),
    } as RouteObject;
    if (route.children) mounted.children = mountRemoteRoutes(name, route.children, locale, `${prefix}${i}.`);
    return mounted;
  });
}

/**
 * Patches a remote's routes into both locale trees the first time a player navigates into its
 * area. When loading fails nothing is patched, so the area's placeholder renders its fallback.
 */
export function createRoutePatcher(registry: () => RegistryState, mayLoad: (path: string) => Promise<boolean> = async () => true) {
  const patched = new Set<RemoteName>();
  return async ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    const segment = stripLocale(path).split('/')[1] ?? '';
    const owner = segment ? areaOwner(segment, registry()) : null;
    if (!owner || patched.has(owner) || !(await mayLoad(path))) return;
    let app: RemoteApp;
    try {
      app = await loadRemoteApp(owner);
    } catch {
      return;
    }
    if (patched.has(owner)) return; // a concurrent navigation patched it meanwhile
    patched.add(owner);
    for (const locale of LOCALES) patch(rootId(locale), mountRemoteRoutes(owner, app.routes, locale));
  };
}

/**
 * Runs before every page: strings of the locale, then the redirect rules and the guest guard
 * (spec §2). Only guarded paths wait for the session, so public pages never wait for the API.
 */
export async function rootLoader(locale: Locale, { request }: LoaderFunctionArgs, registry: () => RegistryState): Promise<null> {
  const url = new URL(request.url);
  await Promise.all([ensureLocale(locale), loadContentConfig(locale)]);
  const owner = areaOwner(stripLocale(url.pathname).split('/')[1] ?? '', registry());
  if (owner) {
    await freshRegistry();
    // A newer release of a remote this page already runs: entering its area loads the page anew.
    if (isStale(owner)) {
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

export function createAppRouter(registry: () => RegistryState) {
  const routes: RouteObject[] = LOCALES.map((locale) => ({
    id: rootId(locale),
    path: locale === 'uz' ? '/' : '/ru',
    loader: (args: LoaderFunctionArgs) => rootLoader(locale, args, registry),
    // Every change of address passes the guard again; strings and config are cached per locale.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
    element: <Root locale={locale} />,
    errorElement: <RootError />,
    hydrateFallbackElement: <PageLoader />,
    children: localeChildren(registry()),
  }));
  return createBrowserRouter(routes, { patchRoutesOnNavigation: createRoutePatcher(registry, guestMayLoad) });
}

/** How old the registry may be when a player enters a remote's area (releases reach open pages). */
const REGISTRY_MAX_AGE_S = 30;

/** Rereads the registry when it is old, waiting at most 1.5 s: a slow registry never blocks the page. */
function freshRegistry(): Promise<void> {
  const maxAge = (currentRegistry().doc.refreshSeconds ?? REGISTRY_MAX_AGE_S) * 1000;
  return Promise.race([
    refreshRegistry(fetchRegistry, maxAge).catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, 1500)),
  ]);
}

/** Before a remote is first downloaded: the newest release, and never for a guest sent home anyway. */
async function guestMayLoad(path: string): Promise<boolean> {
  await freshRegistry();
  if (!isGuestRestricted(path)) return true;
  await sessionReady();
  return isAuthenticated(useSessionStore.getState().account);
}
