import type { ProfileFeature, ProfileFeatures } from '../../lib/config';

export interface ProfileTab {
  /** Path under /profile and the key of its label (`nav.<key>`). */
  key: string;
  /** The `prazer-config` flag that switches the page off. */
  flag?: ProfileFeature;
}

/** The profile's pages that exist, in the order the navigation lists them. */
export const PROFILE_TABS: readonly ProfileTab[] = [
  { key: 'settings' },
  { key: 'contacts' },
  { key: 'security' },
  { key: 'verification', flag: 'identityVerification' },
  { key: 'bonuses' },
  { key: 'bets', flag: 'betHistory' },
  { key: 'cashback' },
  { key: 'loyalty' },
  { key: 'notification' },
  { key: 'responsible-game', flag: 'responsibleGaming' },
];

/** The tabs the operator's feature flags leave on. */
export function visibleTabs(tabs: readonly ProfileTab[], features: ProfileFeatures): ProfileTab[] {
  return tabs.filter((tab) => !tab.flag || features[tab.flag]);
}
