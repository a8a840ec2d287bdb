import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose page is its own chunk, downloaded when first shown. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] {
  return () => load().then((m) => ({ Component: m[name] as ComponentType }));
}

const layout = () => import('./features/layout');

/** The profile's pages (spec §2), relative to the locale root: /profile opens its settings. */
export const routes: RouteObject[] = [
  {
    path: 'profile',
    lazy: page(layout, 'ProfileLayout'),
    children: [
      { index: true, lazy: page(layout, 'ProfileIndex') },
      { path: 'settings', lazy: page(() => import('./features/settings'), 'SettingsPage') },
      { path: 'security', lazy: page(() => import('./features/security'), 'SecurityPage') },
      { path: 'contacts', lazy: page(() => import('./features/contacts'), 'ContactsPage') },
      { path: 'bonuses', lazy: page(() => import('./features/bonuses'), 'BonusesPage') },
    ],
  },
];
