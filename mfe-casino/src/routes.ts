import { configLoaded, configSection, localeOfPath, localePath, redirect, useConfigStore, type LoaderFunctionArgs, type RouteObject } from '@casino/shared';
// Light modules only (they are part of the app chunk): the hall's address rules and the prefetch.
import { prefetchGames } from './features/catalogue/prefetch';
import { pageSizes } from './features/catalogue/rules';
import { categoryRedirect, FAVOURITES, hallRequest, parseHallQuery } from './features/game-hall/rules';

/** Asks for the hall's first page while the hall's code downloads; never blocks the navigation. */
function hallLoader({ request }: LoaderFunctionArgs): null {
  try {
    const filters = parseHallQuery(new URL(request.url).search);
    const games = filters.category === FAVOURITES ? null : hallRequest(filters, []);
    if (games) prefetchGames(games, { offset: 0, count: Math.min(pageSizes(useConfigStore.getState().config).all, 1000), sort: filters.sort });
  } catch {
    /* the page loads its list itself */
  }
  return null;
}

/** `/gamehall/{id}` answers with its redirect while routing, before any of the hall's code downloads. */
async function categoryRedirectLoader({ request, params }: LoaderFunctionArgs): Promise<Response> {
  await configLoaded();
  const redirects = configSection<{ categoryRedirects: Record<string, unknown> }>(useConfigStore.getState().config, 'games-config').categoryRedirects;
  return redirect(localePath(localeOfPath(new URL(request.url).pathname), categoryRedirect(params.id ?? '', redirects ?? {})));
}

/**
 * The casino's pages (spec §2), relative to the locale root. Each feature arrives in its own
 * chunk the first time one of its pages opens.
 */
export const routes: RouteObject[] = [
  { path: 'gamehall', loader: hallLoader, lazy: () => import('./features/game-hall').then((m) => ({ Component: m.GameHallPage })) },
  { path: 'gamehall/:id', loader: categoryRedirectLoader },
  { path: 'game/:sysname', handle: { layout: 'game' }, lazy: () => import('./features/game-page').then((m) => ({ Component: m.GamePage })) },
  { path: 'betting', lazy: () => import('./features/betting').then((m) => ({ Component: m.BettingPage })) },
  { path: 'providers', lazy: () => import('./features/providers').then((m) => ({ Component: m.ProvidersPage })) },
  { path: 'jackpots', lazy: () => import('./features/jackpots').then((m) => ({ Component: m.JackpotsPage })) },
  { path: 'jackpots/:id', lazy: () => import('./features/jackpots').then((m) => ({ Component: m.JackpotPage })) },
  { path: 'winners', lazy: () => import('./features/winners').then((m) => ({ Component: m.WinnersPage })) },
  { path: 'tournaments', lazy: () => import('./features/tournaments').then((m) => ({ Component: m.TournamentsPage })) },
  { path: 'tournaments/:id', lazy: () => import('./features/tournaments').then((m) => ({ Component: m.TournamentPage })) },
  { path: 'tournaments/:id/gamehall', lazy: () => import('./features/tournaments').then((m) => ({ Component: m.TournamentGamesPage })) },
];
