/** The cashier's rules as pure functions: limit periods and changes, details, offers, rates. */
import { bindingLimit, effectiveLimit, periodWindow, planLimitChange } from './periods';
import { checkRequisites, luhn, maskRequisites } from '../payments/requisites';
import { offerAppliesToMethod, offerBonus, satisfiesOffer } from '../bonuses/offers';
import { convertMinor, ratesFrom } from './rates';
import type { RequisiteFieldDef } from '../../db/schema';

const at = (iso: string) => new Date(iso);
const H = 3600_000;

describe('limit periods', () => {
  it('count days and weeks from the anchor', () => {
    const anchor = at('2025-01-10T15:00:00Z');
    expect(periodWindow(anchor, 'day', at('2025-01-10T15:00:00Z'))).toEqual({ start: anchor, end: at('2025-01-11T15:00:00Z') });
    expect(periodWindow(anchor, 'day', at('2025-01-12T14:59:59Z'))).toEqual({ start: at('2025-01-11T15:00:00Z'), end: at('2025-01-12T15:00:00Z') });
    expect(periodWindow(anchor, 'week', at('2025-01-24T16:00:00Z'))).toEqual({ start: at('2025-01-24T15:00:00Z'), end: at('2025-01-31T15:00:00Z') });
  });

  it('count calendar months, keeping month ends', () => {
    const anchor = at('2025-01-31T10:00:00Z');
    expect(periodWindow(anchor, 'month', at('2025-02-15T00:00:00Z'))).toEqual({ start: anchor, end: at('2025-02-28T10:00:00Z') });
    expect(periodWindow(anchor, 'month', at('2025-03-01T00:00:00Z'))).toEqual({ start: at('2025-02-28T10:00:00Z'), end: at('2025-03-31T10:00:00Z') });
    expect(periodWindow(anchor, 'month', at('2026-01-31T10:00:00Z')).start).toEqual(at('2026-01-31T10:00:00Z'));
  });

  it('plan changes: set and lower now, raise and remove after the cooling-off', () => {
    const now = at('2025-05-01T00:00:00Z');
    const later = new Date(now.getTime() + 24 * H);
    expect(planLimitChange(null, null, now, 24 * H)).toEqual({ kind: 'none' });
    expect(planLimitChange(null, 100, now, 24 * H)).toEqual({ kind: 'set', amount: 100 });
    expect(planLimitChange(100, 50, now, 24 * H)).toEqual({ kind: 'lower', amount: 50 });
    expect(planLimitChange(100, 100, now, 24 * H)).toEqual({ kind: 'keep', amount: 100 });
    expect(planLimitChange(100, 150, now, 24 * H)).toEqual({ kind: 'raise', amount: 150, at: later });
    expect(planLimitChange(100, null, now, 24 * H)).toEqual({ kind: 'remove', at: later });
  });

  it('put a pending change in force when its time comes', () => {
    const row = {
      period: 'day' as const,
      amount: 100,
      anchored_at: at('2025-05-01T00:00:00Z'),
      pending_amount: 300,
      pending_remove: false,
      pending_at: at('2025-05-02T00:00:00Z'),
    };
    expect(effectiveLimit(row, at('2025-05-01T23:59:59Z'))).toEqual({ amount: 100, pending: { amount: 300, at: at('2025-05-02T00:00:00Z') } });
    expect(effectiveLimit(row, at('2025-05-02T00:00:00Z'))).toEqual({ amount: 300, pending: null });
    expect(effectiveLimit({ ...row, pending_amount: null, pending_remove: true }, at('2025-05-03T00:00:00Z'))).toEqual({ amount: null, pending: null });
  });

  it('bind on the limit with the least left', () => {
    const w = { start: new Date(0), end: new Date(1) };
    const day = { period: 'day' as const, limit: 100, used: 90, window: w };
    const month = { period: 'month' as const, limit: 50, used: 0, window: w };
    expect(bindingLimit([day, month])).toBe(day);
    expect(bindingLimit([{ ...day, used: 0 }, month])).toBe(month);
    expect(bindingLimit([])).toBeNull();
  });
});

describe('payment details', () => {
  const fields: RequisiteFieldDef[] = [
    { name: 'card_number', type: 'cardNumber', isRequired: true },
    { name: 'card_holder', type: 'cardHolder', isRequired: true },
    { name: 'phone', type: 'phone', isRequired: false },
    { name: 'wallet', type: 'wallet', isRequired: false, regex: '^T[1-9A-HJ-NP-Za-km-z]{33}$' },
    { name: 'bank', type: 'bank', isRequired: false },
    { name: 'iban', type: 'iban', isRequired: false },
  ];

  it('checks cards with Luhn, names, phones, wallets, banks and IBANs', () => {
    expect(luhn('4111111111111111')).toBe(true);
    expect(luhn('4111111111111112')).toBe(false);
    expect(
      checkRequisites(
        fields,
        {
          card_number: '4111-1111 1111-1111',
          card_holder: "o'neil anna",
          phone: '+998 (90) 123-45-67',
          bank: 'kapitalbank',
          iban: 'GB82 WEST 1234 5698 7654 32',
          extra: 'dropped',
        },
        new Set(['kapitalbank']),
      ),
    ).toEqual({
      ok: true,
      requisites: { card_number: '4111111111111111', card_holder: "O'NEIL ANNA", phone: '998901234567', bank: 'kapitalbank', iban: 'GB82WEST12345698765432' },
    });
    expect(
      checkRequisites(fields, { card_number: '1234', card_holder: 'Anna1', phone: '12', wallet: 'Txyz', bank: 'nope', iban: 'GB00WEST12345698765432' }),
    ).toEqual({
      ok: false,
      errors: {
        card_number: 'Field Card number',
        card_holder: 'Wrong symbols in name',
        phone: 'Wrong phone number',
        wallet: 'Field regex',
        bank: 'Field regex',
        iban: 'Wrong iban',
      },
    });
    expect(checkRequisites(fields, {})).toEqual({ ok: false, errors: { card_number: 'Field is required', card_holder: 'Field is required' } });
  });

  it('masks card numbers in receipts', () => {
    expect(maskRequisites(fields, { card_number: '4111111111111111', card_holder: 'ANNA' })).toEqual({ card_number: '•••• 1111', card_holder: 'ANNA' });
  });
});

describe('deposit offers', () => {
  const first = { action: 'deposit', params: { exclude_methods: ['crypto_demo'], first_deposit: true } };
  const reload = { action: 'deposit', params: { min_deposits: 1 } };

  it('are for players meeting their conditions (guests take none)', () => {
    expect(satisfiesOffer(first, { count: 0 })).toBe(true);
    expect(satisfiesOffer(first, { count: 1 })).toBe(false);
    expect(satisfiesOffer(reload, { count: 0 })).toBe(false);
    expect(satisfiesOffer(reload, { count: 3 })).toBe(true);
    expect(satisfiesOffer(first, null)).toBe(false);
    expect(satisfiesOffer({ action: 'registration' }, null)).toBe(true);
    expect(offerAppliesToMethod(first, 'crypto_demo')).toBe(false);
    expect(offerAppliesToMethod(first, 'visa_mastercard')).toBe(true);
  });

  it('give a percentage bonus capped in the deposit currency', () => {
    const promotions = [{ type: 'bonus', percent: 100, max: { amount: 500, currency: 'USD' } }];
    const rates = { USD: 1, UZS: 12_650 };
    expect(offerBonus(promotions, 80_00, 'USD', rates)).toBe(80_00);
    expect(offerBonus(promotions, 900_00, 'USD', rates)).toBe(500_00);
    expect(offerBonus(promotions, 10_000_000_00, 'UZS', rates)).toBe(6_325_000_00);
    expect(offerBonus([{ type: 'freespins', count: 50 }], 80_00, 'USD', rates)).toBeNull();
  });
});

describe('currency rates', () => {
  it('convert through the dollar, never rounding up', () => {
    const rates = { USD: 1, EUR: 0.92, UZS: 12_650 };
    expect(convertMinor(100_00, 'USD', 'UZS', rates)).toBe(1_265_000_00);
    expect(convertMinor(100_00, 'EUR', 'USD', rates)).toBe(10_869);
    expect(convertMinor(1, 'USD', 'XXX', rates)).toBeNull();
    expect(ratesFrom('EUR', rates)).toEqual({ USD: 1.08695652, EUR: 1, UZS: 13750 });
  });
});
