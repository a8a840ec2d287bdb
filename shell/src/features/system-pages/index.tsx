import type { RouteObject } from 'react-router';
import { authRoutes } from '../auth';
import { FatalPageView, InfoPage } from './pages';

/** Pages the shell itself owns (spec §2), relative to the locale root. */
export const shellPages: RouteObject[] = [
  // Sign-in and sign-up pages render the auth forms (lazy).
  ...authRoutes,
  { path: 'confirmation', element: <InfoPage page="confirmation" /> },
  { path: 'confirmation/success', element: <InfoPage page="confirmationSuccess" to="/gamehall" /> },
  { path: 'support', element: <InfoPage page="support" /> },
  { path: 'unsubscribe', element: <InfoPage page="unsubscribe" /> },
  { path: 'responsible-game', element: <InfoPage page="responsibleGame" /> },
  { path: 'bets/*', element: <InfoPage page="bets" /> },
  { path: 'maintenance', handle: { layout: 'empty' }, element: <FatalPageView page="maintenance" /> },
  { path: 'forbidden', handle: { layout: 'empty' }, element: <FatalPageView page="forbidden" /> },
  { path: 'user-block', element: <FatalPageView page="userBlock" /> },
];

export { InfoPage, FatalPageView, ErrorsSlot } from './pages';
export { FATAL_PAGE_PATHS, fatalPageOf, onFatalPage, reportFatalError, watchFatalAnswers, type FatalPage } from './fatal';
export { useFatalErrorPages } from './useFatalErrorPages';
export { ErrorPage } from './ErrorPage';
