import { billingRedirect } from './billingRedirect';

describe('billing redirect (spec §2)', () => {
  it('stays when the previous route was a deposit page of a payment system, in either language', () => {
    expect(billingRedirect('/cashier/deposit/uzcard')).toBeNull();
    expect(billingRedirect('/ru/cashier/deposit/uzcard')).toBeNull();
    expect(billingRedirect('/cashier/deposit/uzcard/')).toBeNull();
  });

  it('goes to the deposit index otherwise', () => {
    expect(billingRedirect(null)).toBe('/cashier/deposit');
    expect(billingRedirect('/cashier/deposit')).toBe('/cashier/deposit');
    expect(billingRedirect('/ru/cashier/deposit')).toBe('/cashier/deposit');
    expect(billingRedirect('/cashier/history')).toBe('/cashier/deposit');
    expect(billingRedirect('/cashier/deposit/uzcard/extra')).toBe('/cashier/deposit');
    expect(billingRedirect('/gamehall')).toBe('/cashier/deposit');
    expect(billingRedirect('/cashier/billing')).toBe('/cashier/deposit');
  });
});
