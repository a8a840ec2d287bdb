import { aboveBounds, payoutWarnings } from './payout-approvals';

const rates = { USD: 1, UZS: 12_000, EUR: 0.9 };

describe('the second approver and the warnings of a payout', () => {
  it('needs a second approver above the amount of its currency, else of the base currency converted', () => {
    const bounds = [
      { currency: 'USD', max: 100_00 },
      { currency: 'UZS', max: 2_000_000_00 },
    ];
    expect(aboveBounds(100_00, 'USD', bounds, rates)).toBe(false);
    expect(aboveBounds(100_01, 'USD', bounds, rates)).toBe(true);
    expect(aboveBounds(1_500_000_00, 'UZS', bounds, rates)).toBe(false);
    expect(aboveBounds(95_00, 'EUR', bounds, rates)).toBe(true);
    expect(aboveBounds(80_00, 'EUR', bounds, rates)).toBe(false);
    expect(aboveBounds(1, 'XXX', bounds, rates)).toBe(true);
    expect(aboveBounds(1_000_000_00, 'USD', [], rates)).toBe(false);
  });

  it('warns of an unverified player, a first withdrawal, details never used for a deposit and a large amount', () => {
    expect(payoutWarnings({ verifiedNow: false, earlierWithdrawals: 0, detailsDeposited: false, large: true })).toEqual([
      'unverified',
      'first_withdrawal',
      'details_never_deposited',
      'large_amount',
    ]);
    expect(payoutWarnings({ verifiedNow: true, earlierWithdrawals: 2, detailsDeposited: true, large: false })).toEqual([]);
  });
});
