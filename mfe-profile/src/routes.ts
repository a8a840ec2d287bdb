import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose page is its own chunk, downloaded when first shown. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] {
  return () => load().then((m) => ({ Component: m[name] as ComponentType }));
}

const layout = () => import('./features/layout');
const bets = () => import('./features/bets');

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
      {
        path: 'bets',
        lazy: page(bets, 'BetsLayout'),
        children: [
          { index: true, lazy: page(bets, 'BetsIndex') },
          { path: 'history', lazy: page(bets, 'BetHistoryPage') },
          { path: 'exports', lazy: page(bets, 'BetExportsPage') },
        ],
      },
      { path: 'notification', lazy: page(() => import('./features/notifications'), 'NotificationsPage') },
      { path: 'loyalty', lazy: page(() => import('./features/loyalty'), 'LoyaltyPage') },
      { path: 'cashback', lazy: page(() => import('./features/cashback'), 'CashbackPage') },
      { path: 'verification', lazy: page(() => import('./features/verification'), 'VerificationPage') },
      { path: 'responsible-game', lazy: page(() => import('./features/responsible-gaming'), 'ResponsibleGamingPage') },
      { path: 'bonuses', lazy: page(() => import('./features/bonuses'), 'BonusesPage') },
    ],
  },
];
