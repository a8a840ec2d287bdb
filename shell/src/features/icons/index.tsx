import type { RouteObject } from 'react-router';
import { IconsPage } from './IconsPage';

/** The icon sprite page (spec §2 `/_icons`), relative to the locale root. */
export const iconsRoutes: RouteObject[] = [{ path: '_icons', element: <IconsPage /> }];

export { IconsPage };
