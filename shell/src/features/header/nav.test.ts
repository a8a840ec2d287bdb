import { OPERATOR_FEATURE_DEFAULTS } from '../../platform/operator';
import { accountLinks } from './nav';

describe('the sidebar account links', () => {
  it('offer profile, notifications and every section the operator has on', () => {
    expect(accountLinks(OPERATOR_FEATURE_DEFAULTS).map((l) => l.to)).toEqual([
      '/profile/settings',
      '/profile/notification',
      '/profile/bets/history',
      '/profile/verification',
      '/profile/responsible-game',
    ]);
  });
  it('leave out bet history, verification and responsible gaming when switched off', () => {
    const off = { ...OPERATOR_FEATURE_DEFAULTS, betHistory: false, identityVerification: false, responsibleGaming: false };
    expect(accountLinks(off).map((l) => l.to)).toEqual(['/profile/settings', '/profile/notification']);
  });
});
