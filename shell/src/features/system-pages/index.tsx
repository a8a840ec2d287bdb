import type { RouteObject } from 'react-router';
import { FatalPageView, InfoPage } from './pages';

/** Information and fatal-error pages of the shell (spec §2), relative to the locale root. */
export const systemPages: RouteObject[] = [
  { path: 'bets/*', element: <InfoPage page="bets" /> },
  { path: 'maintenance', handle: { layout: 'empty' }, element: <FatalPageView page="maintenance" /> },
  { path: 'forbidden', handle: { layout: 'empty' }, element: <FatalPageView page="forbidden" /> },
  { path: 'user-block', element: <FatalPageView page="userBlock" /> },
];

export { InfoPage, FatalPageView, ErrorsSlot } from './pages';
export { useFatalErrorPages } from './useFatalErrorPages';
export { ErrorPage } from './ErrorPage';
export { NotFoundPage, notFoundText } from './NotFoundPage';
