import type { OperatorFeatures } from '../../platform/operator';

/** The site's main sections: in the header from laptop width up, always in the sidebar. */
export const NAV = [
  { to: '/gamehall', key: 'nav.gamehall' },
  { to: '/tournaments', key: 'nav.tournaments' },
  { to: '/jackpots', key: 'nav.jackpots' },
  { to: '/offers', key: 'nav.offers' },
  { to: '/loyalty', key: 'nav.loyalty' },
  { to: '/betting', key: 'nav.betting' },
] as const;

/** Sections that do not fit the header: in the sidebar's menu after the main ones, and in the footer. */
export const MORE_NAV = [
  { to: '/promotions', key: 'nav.promotions' },
  { to: '/winners', key: 'nav.winners' },
] as const;

export interface AccountLink {
  to: string;
  key: string;
}

/** The signed-in player's links of the sidebar; the operator's feature flags hide what is switched off. */
export function accountLinks(features: OperatorFeatures): AccountLink[] {
  return [
    { to: '/profile/settings', key: 'header.profile' },
    { to: '/profile/notification', key: 'notifications.bell' },
    ...(features.betHistory ? [{ to: '/profile/bets/history', key: 'sidebar.betHistory' }] : []),
    ...(features.identityVerification ? [{ to: '/profile/verification', key: 'sidebar.verification' }] : []),
    ...(features.responsibleGaming ? [{ to: '/profile/responsible-game', key: 'sidebar.responsibleGame' }] : []),
  ];
}
