import { lazy } from 'react';

/** Loaded only for signed-in players. */
export const Hints = lazy(() => import('./Hints'));
