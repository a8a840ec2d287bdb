import { createBrowserRouter, type Locale, LOCALES, type RemoteApp, type RemoteName, type RouteObject } from '@casino/shared';
import { areaOwner, areaPrefixes, type RegistryState } from '../federation/registry';
import { loadRemoteApp } from '../federation/remotes';
import { RemoteArea } from '../federation/RemoteArea';
import { RemoteRouteError } from '../federation/RemoteRouteError';
import { ensureLocale, localeOfPath, stripLocale } from './locale';
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
export function createRoutePatcher(registry: () => RegistryState) {
  const patched = new Set<RemoteName>();
  return async ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    const segment = stripLocale(path).split('/')[1] ?? '';
    const owner = segment ? areaOwner(segment, registry()) : null;
    if (!owner || patched.has(owner)) return;
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

export function createAppRouter(registry: () => RegistryState) {
  const routes: RouteObject[] = LOCALES.map((locale) => ({
    id: rootId(locale),
    path: locale === 'uz' ? '/' : '/ru',
    loader: async () => {
      await ensureLocale(locale);
      return null;
    },
    // Strings are loaded once per locale; moving inside a locale needs no reload.
    shouldRevalidate: ({ currentUrl, nextUrl }) => localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname),
    element: <Root locale={locale} />,
    errorElement: <RootError />,
    hydrateFallbackElement: <PageLoader />,
    children: localeChildren(registry()),
  }));
  return createBrowserRouter(routes, { patchRoutesOnNavigation: createRoutePatcher(registry) });
}
