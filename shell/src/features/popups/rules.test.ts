import type { CampaignPopup, CashbackItem } from '@casino/shared/api/schemas';
import { campaignDialogType, campaignRequest, isPopupBlockedPath, nextCampaignPopup, unseenCashback } from './rules';

describe('isPopupBlockedPath (spec §2)', () => {
  it('blocks game item and cashier deposit pages in both languages', () => {
    for (const path of ['/game/lucky_7', '/ru/game/lucky_7', '/cashier/deposit', '/cashier/deposit/visa', '/ru/cashier/deposit/', '/game/x/']) {
      expect(isPopupBlockedPath(path)).toBe(true);
    }
  });
  it('allows the rest', () => {
    for (const path of ['/', '/ru', '/gamehall', '/game', '/cashier', '/cashier/withdraw', '/ru/offers', '/cashier/deposits-info']) {
      expect(isPopupBlockedPath(path)).toBe(false);
    }
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
  const popup = (sysname: string, preview = false): CampaignPopup => ({ id: 1, sysname, preview, description: {} });
  it('takes the first live popup not shown yet', () => {
    expect(nextCampaignPopup([popup('a'), popup('b')], new Set())?.sysname).toBe('a');
    expect(nextCampaignPopup([popup('a'), popup('b')], new Set(['a']))?.sysname).toBe('b');
    expect(nextCampaignPopup([popup('a'), popup('b')], new Set(['a', 'b']))).toBeNull();
    expect(nextCampaignPopup([popup('draft', true)], new Set())).toBeNull();
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
