import type { RouteObject } from 'react-router';
import { IconsPage } from './IconsPage';

/** The icon sprite page (spec §2 `/_icons`, its own svg-sprite layout), relative to the locale root. */
export const iconsRoutes: RouteObject[] = [{ path: '_icons', handle: { layout: 'svg-sprite' }, element: <IconsPage /> }];

export { IconsPage };
export { iconSprite, symbolId } from './sprite';
