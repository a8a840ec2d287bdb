import { OPERATOR_FEATURE_DEFAULTS } from '../../platform/operator';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { accountLinks, MORE_NAV, NAV } from './nav';

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

describe('the sections of the menu', () => {
  it('reach promotions and winners, named in both languages', () => {
    const all = [...NAV, ...MORE_NAV];
    expect(all.map((l) => l.to)).toEqual(expect.arrayContaining(['/promotions', '/winners']));
    for (const strings of [uz, ru]) {
      for (const { key } of all) expect(typeof strings.nav[key.replace('nav.', '') as keyof typeof strings.nav]).toBe('string');
    }
  });
});
