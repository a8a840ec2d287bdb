import type { CampaignPopup, CashbackItem } from '@casino/shared/api/schemas';
import {
  campaignDialogType,
  campaignFrequency,
  campaignRequest,
  isMarketingDialog,
  isPopupBlockedPath,
  marketingPopupMayOpen,
  nextCampaignPopup,
  mergedClosedCampaigns,
  readClosedCampaigns,
  staysClosed,
  unseenCashback,
  withClosedCampaign,
} from './rules';

describe('isPopupBlockedPath (spec §2, widened to money, identity and safety pages)', () => {
  it('blocks game item and every cashier page in both languages: deposit, the provider frame and its return, withdrawal', () => {
    for (const path of [
      '/game/lucky_7',
      '/ru/game/lucky_7',
      '/game/x/',
      '/cashier',
      '/cashier/',
      '/cashier/deposit',
      '/cashier/deposit/visa',
      '/ru/cashier/deposit/',
      '/cashier/billing',
      '/cashier/paysuccess/12',
      '/ru/cashier/paysuccess',
      '/cashier/paypending/3',
      '/cashier/payfail',
      '/cashier/withdraw',
      '/ru/cashier/history',
    ]) {
      expect(isPopupBlockedPath(path)).toBe(true);
    }
  });
  it('blocks contact and code confirmation, verification, security and responsible gaming (public and profile)', () => {
    for (const path of [
      '/confirmation',
      '/ru/confirmation/success',
      '/profile/contacts',
      '/ru/profile/security',
      '/profile/verification',
      '/profile/responsible-game',
      '/ru/profile/responsible-game/',
      '/responsible-game',
      '/ru/responsible-game',
    ]) {
      expect(isPopupBlockedPath(path)).toBe(true);
    }
  });
  it('allows the rest', () => {
    for (const path of [
      '/',
      '/ru',
      '/gamehall',
      '/game',
      '/ru/offers',
      '/offers/welcome-100',
      '/profile/bonuses',
      '/profile/cashback',
      '/ru/profile/settings',
      '/cashiers',
      '/confirmations',
      '/responsible-gaming-news',
    ]) {
      expect(isPopupBlockedPath(path)).toBe(false);
    }
  });
});

describe('marketingPopupMayOpen', () => {
  const dialog = (component: string) => ({ component });
  it('opens on an allowed page with no dialog, or only other marketing pop-ups queued', () => {
    expect(marketingPopupMayOpen('/', [])).toBe(true);
    expect(marketingPopupMayOpen('/gamehall', [dialog('promotions:unseen-cashback'), dialog('promotions:campaign')])).toBe(true);
    expect(isMarketingDialog(dialog('promotions:campaign'))).toBe(true);
    expect(isMarketingDialog(dialog('auth'))).toBe(false);
  });
  it('waits for no other dialog (a code confirmation, verification, sign-in) and never opens on a blocked page', () => {
    expect(marketingPopupMayOpen('/', [dialog('auth')])).toBe(false);
    expect(marketingPopupMayOpen('/gamehall', [dialog('promotions:campaign'), dialog('profile:verification')])).toBe(false);
    expect(marketingPopupMayOpen('/cashier/paysuccess/5', [])).toBe(false);
  });
});

describe('campaignRequest (spec §4)', () => {
  it('previews on load with #popup-preview and a popup query', () => {
    expect(campaignRequest('?popup=spring', '#popup-preview', null, true)).toEqual({ kind: 'preview', sysname: 'spring' });
  });
  it('opens the named popup on load and when the query changes', () => {
    expect(campaignRequest('?popup=spring', '', null, true)).toEqual({ kind: 'specific', sysname: 'spring' });
    expect(campaignRequest('?popup=friday', '', 'spring', false)).toEqual({ kind: 'specific', sysname: 'friday' });
    expect(campaignRequest('?popup=friday', '#popup-preview', 'spring', false)).toEqual({ kind: 'specific', sysname: 'friday' });
  });
  it('falls back to the campaign popup otherwise', () => {
    expect(campaignRequest('', '', null, true)).toEqual({ kind: 'any' });
    expect(campaignRequest('?popup=spring', '', 'spring', false)).toEqual({ kind: 'any' });
    expect(campaignRequest('', '#popup-preview', null, true)).toEqual({ kind: 'any' });
    expect(campaignRequest('?popup=', '', null, true)).toEqual({ kind: 'any' });
  });
});

describe('nextCampaignPopup', () => {
  const popup = (sysname: string, preview = false, id = 1, description: CampaignPopup['description'] = {}): CampaignPopup => ({
    id,
    sysname,
    preview,
    description,
  });
  it('takes the first live popup not shown yet', () => {
    expect(nextCampaignPopup([popup('a'), popup('b')], new Set())?.sysname).toBe('a');
    expect(nextCampaignPopup([popup('a'), popup('b')], new Set(['a']))?.sysname).toBe('b');
    expect(nextCampaignPopup([popup('a'), popup('b')], new Set(['a', 'b']))).toBeNull();
    expect(nextCampaignPopup([popup('draft', true)], new Set())).toBeNull();
  });
  it('passes over the ones the player closed, as their frequency says', () => {
    const now = Date.UTC(2026, 0, 10, 12);
    const items = [
      popup('once', false, 1, { frequency: 'once' }),
      popup('daily', false, 2, { frequency: 'daily' }),
      popup('visit', false, 3, { frequency: 'visit' }),
    ];
    const closed = { '1': now - 30 * 86_400_000, '2': now - 3_600_000, '3': now - 60_000 };
    expect(nextCampaignPopup(items, new Set(), closed, now)?.sysname).toBe('visit');
    expect(nextCampaignPopup(items, new Set(['visit']), closed, now)).toBeNull();
    expect(nextCampaignPopup(items, new Set(['visit']), { ...closed, '2': now - 25 * 3_600_000 }, now)?.sysname).toBe('daily');
  });
});

describe('campaign popup frequency (content setting description.frequency)', () => {
  it('reads once, visit, daily and a number of hours; anything else is once', () => {
    expect(campaignFrequency({ frequency: 'once' })).toEqual({ kind: 'once' });
    expect(campaignFrequency({})).toEqual({ kind: 'once' });
    expect(campaignFrequency(null)).toEqual({ kind: 'once' });
    expect(campaignFrequency({ frequency: 'visit' })).toEqual({ kind: 'visit' });
    expect(campaignFrequency({ frequency: 'daily' })).toEqual({ kind: 'hours', hours: 24 });
    expect(campaignFrequency({ frequency: 6 })).toEqual({ kind: 'hours', hours: 6 });
    expect(campaignFrequency({ frequency: '12h' })).toEqual({ kind: 'hours', hours: 12 });
    expect(campaignFrequency({ frequency: '48' })).toEqual({ kind: 'hours', hours: 48 });
    for (const frequency of [0, -3, 1.5, 'weekly', '', 'h', '12 hours']) expect(campaignFrequency({ frequency })).toEqual({ kind: 'once' });
  });
  it('a closed popup stays closed: for good, for the visit only, or for its hours', () => {
    const now = 1_000_000_000_000;
    const p = (frequency?: string | number): Pick<CampaignPopup, 'id' | 'description'> => ({
      id: 9,
      description: frequency === undefined ? {} : { frequency },
    });
    expect(staysClosed(p(), {}, now)).toBe(false);
    expect(staysClosed(p(), { '9': 1 }, now)).toBe(true);
    expect(staysClosed(p('once'), { '8': now }, now)).toBe(false);
    expect(staysClosed(p('visit'), { '9': now }, now)).toBe(false);
    expect(staysClosed(p(3), { '9': now - 3 * 3_600_000 + 1 }, now)).toBe(true);
    expect(staysClosed(p(3), { '9': now - 3 * 3_600_000 }, now)).toBe(false);
  });
});

describe('closed campaign popups, as stored', () => {
  it('reads the stored closures; a damaged value is none', () => {
    expect(readClosedCampaigns('{"1":5,"22":7}')).toEqual({ '1': 5, '22': 7 });
    expect(readClosedCampaigns('{"1":"5","x":3,"2":4}')).toEqual({ '2': 4 });
    for (const value of [null, '', 'not json', '[1]', '7', 'null']) expect(readClosedCampaigns(value)).toEqual({});
  });
  it('adds one and keeps the newest 50', () => {
    expect(readClosedCampaigns(withClosedCampaign({ '1': 5 }, 2, 9))).toEqual({ '1': 5, '2': 9 });
    expect(readClosedCampaigns(withClosedCampaign({ '1': 5 }, 1, 9))).toEqual({ '1': 9 });
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [String(i + 1), i + 1]));
    const kept = readClosedCampaigns(withClosedCampaign(many, 100, 1000));
    expect(Object.keys(kept)).toHaveLength(50);
    expect(kept['100']).toBe(1000);
    expect(kept['1']).toBeUndefined();
    expect(withClosedCampaign(many, 100, 1000).length).toBeLessThan(2048);
  });
  it("makes this browser's and the server's one: the latest closing of each", () => {
    expect(JSON.parse(mergedClosedCampaigns({ '1': 5, '2': 9 }, { '2': 7, '3': 1 }))).toEqual({ '1': 5, '2': 9, '3': 1 });
    expect(mergedClosedCampaigns({}, {})).toBe('{}');
    expect(mergedClosedCampaigns({ '1': 5 }, {})).toBe(mergedClosedCampaigns({}, { '1': 5 }));
  });
});

describe('campaignDialogType (spec §2 dialog types)', () => {
  const popup = (description: CampaignPopup['description']): CampaignPopup => ({ id: 1, sysname: 'a', preview: false, description });
  it('a curtain when the content asks for one, else a popup', () => {
    expect(campaignDialogType(popup({ title: 'A', type: 'curtain' }))).toBe('curtain');
    expect(campaignDialogType(popup({ title: 'A' }))).toBe('popup');
    expect(campaignDialogType(popup({ type: 'confirm' }))).toBe('popup');
    expect(campaignDialogType(popup({ type: 'Curtain' }))).toBe('popup');
    expect(campaignDialogType(null)).toBe('popup');
  });
});

describe('unseenCashback (spec §4)', () => {
  const cb = (id: number, status: CashbackItem['status'], end_date: number, receiving_expired_at: number | null = null): CashbackItem => ({
    id,
    status,
    amount: { amount: 1, currency: 'USD' },
    description: {},
    receiving_expired_at,
    paid_out_at: null,
    end_date,
  });

  it('shows the latest active cashback unless it was seen', () => {
    const items = [cb(1, 'active', 100, 500), cb(2, 'active', 300, 900), cb(3, 'paid_out', 200)];
    expect(unseenCashback(items, null)?.id).toBe(2);
    expect(unseenCashback(items, '2')).toBeNull();
    expect(unseenCashback(items, '1')?.id).toBe(2);
  });

  it('shows a paid out one only without receiving_expired_at', () => {
    expect(unseenCashback([cb(4, 'paid_out', 300)], null)?.id).toBe(4);
    expect(unseenCashback([cb(4, 'paid_out', 300, 400)], null)).toBeNull();
  });

  it('looks only at paid_out and active, and only at the latest', () => {
    expect(unseenCashback([cb(5, 'expired', 900), cb(6, 'active', 100)], null)?.id).toBe(6);
    expect(unseenCashback([cb(7, 'paid_out', 900, 950), cb(8, 'active', 100)], null)).toBeNull();
    expect(unseenCashback([], null)).toBeNull();
  });
});
