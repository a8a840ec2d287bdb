import type { RouteObject } from 'react-router';
import { UnsubscribePage } from './UnsubscribePage';

/** The unsubscribe page of marketing e-mails' links (spec §2), relative to the locale root. */
export const unsubscribeRoutes: RouteObject[] = [{ path: 'unsubscribe', element: <UnsubscribePage /> }];

export { UnsubscribePage };
