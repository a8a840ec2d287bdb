import { PROFILE_TABS, visibleTabs } from './nav';
import { readProfileFeatures } from '../../lib/config';

describe('the profile navigation', () => {
  it('lists the pages that exist and hides those the feature flags switch off', () => {
    const on = readProfileFeatures(undefined);
    expect(visibleTabs(PROFILE_TABS, on).map((t) => t.key)).toEqual(PROFILE_TABS.map((t) => t.key));
    const tabs = [...PROFILE_TABS, { key: 'verification', flag: 'identityVerification' as const }];
    expect(visibleTabs(tabs, on).map((t) => t.key)).toContain('verification');
    expect(visibleTabs(tabs, readProfileFeatures({ features: { identityVerification: false } })).map((t) => t.key)).not.toContain('verification');
    expect(visibleTabs(PROFILE_TABS, on).map((t) => t.key)).toContain('responsible-game');
    expect(visibleTabs(PROFILE_TABS, readProfileFeatures({ features: { responsibleGaming: false } })).map((t) => t.key)).not.toContain('responsible-game');
  });
});
