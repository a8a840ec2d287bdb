import type { RouteObject } from 'react-router';
import { SupportPage } from './SupportPage';

/** The support page (spec §2), relative to the locale root. */
export const supportRoutes: RouteObject[] = [{ path: 'support', element: <SupportPage /> }];

export { SupportPage };
