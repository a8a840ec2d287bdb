import { bonusPreview, depositParams, depositSchema, findMethod, limitLeft, NO_OFFER, offerChosenBy, offersFor } from './rules';
import { VISA, PAYME, dayLimit, NO_LIMIT, offer } from '../../testing/fixtures';

const messages = {};
const errorOf = (values: object, method = VISA) =>
  depositSchema(method, messages)
    .safeParse(values)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
const ok = { campaign_offer_id: '-1', requisites: {} };

describe('the sum rule on the deposit form (spec §5)', () => {
  it('takes whole amounts from 1–9 within the method bounds, commas stripped', () => {
    expect(errorOf({ ...ok, amount: '50' })).toBeUndefined();
    expect(errorOf({ ...ok, amount: '1,500' })).toBeUndefined();
    expect(errorOf({ ...ok, amount: '5,000' })).toBeUndefined();
  });

  it('refuses other input with the formatted limits', () => {
    expect(errorOf({ ...ok, amount: '' })).toEqual(['amount: Field is required']);
    expect(errorOf({ ...ok, amount: '050' })).toEqual(['amount: Field regex']);
    expect(errorOf({ ...ok, amount: '12.5' })).toEqual(['amount: Field regex']);
    expect(errorOf({ ...ok, amount: '5' })).toEqual(['amount: Min value is 10']);
    expect(errorOf({ ...ok, amount: '5001' })).toEqual(['amount: Max value is 5,000']);
  });

  it('uses the operator messages', () => {
    const schema = depositSchema(VISA, { '*': { maxValue: 'Eng koʻp qiymat $$max$$' } });
    expect(schema.safeParse({ ...ok, amount: '9999' }).error?.issues[0]?.message).toBe('Eng koʻp qiymat 5,000');
  });

  it('checks the method details', () => {
    expect(errorOf({ ...ok, amount: '50', requisites: { phone: '' } }, PAYME)).toEqual(['requisites.phone: Field is required']);
    expect(errorOf({ ...ok, amount: '50', requisites: { phone: '12ab' } }, PAYME)).toEqual(['requisites.phone: Wrong phone number']);
    expect(errorOf({ ...ok, amount: '50', requisites: { phone: '+998 90 123 45 67' } }, PAYME)).toBeUndefined();
  });
});

describe('deposit values (spec §3)', () => {
  it('send the method, its id, the whole amount, the offer (-1 by default) and the filled details', () => {
    expect(depositParams(VISA, { amount: '1,500', campaign_offer_id: '-1', requisites: {} })).toEqual({
      method: 'visa_mastercard',
      methodId: 1,
      amount: '1500',
      campaign_offer_id: -1,
    });
    expect(depositParams(PAYME, { amount: '20', campaign_offer_id: '7', requisites: { phone: ' 998901234567 ', empty: '' } })).toEqual({
      method: 'payme',
      methodId: 4,
      amount: '20',
      campaign_offer_id: 7,
      requisites: '{"phone":"998901234567"}',
    });
  });

  it('find the method of the address', () => {
    expect(findMethod([VISA, PAYME], 'payme')).toBe(PAYME);
    expect(findMethod([VISA], 'nope')).toBeNull();
    expect(findMethod([VISA], undefined)).toBeNull();
  });
});

describe('deposit offers (spec §3, §6)', () => {
  it('are those the player satisfies and the method is not excluded from', () => {
    const offers = [
      offer(1, 'welcome'),
      offer(2, 'reload', false),
      offer(3, 'visa-less', true, ['visa_mastercard']),
      { ...offer(4, 'cashback'), trigger: { ...offer(4, 'x').trigger, action: 'registration' } },
    ];
    expect(offersFor(offers, 'visa_mastercard').map((o) => o.id)).toEqual([1]);
    expect(offersFor(offers, 'payme').map((o) => o.id)).toEqual([1, 3]);
  });

  it('start chosen when an offer page names one (?offer=<id>) this method may take', () => {
    const available = offersFor([offer(1, 'welcome'), offer(3, 'visa-less', true, ['visa_mastercard'])], 'visa_mastercard');
    expect(offerChosenBy('1', available)).toBe(1);
    expect(offerChosenBy('3', available)).toBe(NO_OFFER);
    expect(offerChosenBy(null, available)).toBe(NO_OFFER);
    expect(offerChosenBy('x', available)).toBe(NO_OFFER);
  });

  it('preview their bonus, capped in the player currency', () => {
    const welcome = offer(1, 'welcome');
    expect(bonusPreview(welcome, 80, 'USD', { USD: 1 })).toBe(80);
    expect(bonusPreview(welcome, 900, 'USD', { USD: 1 })).toBe(500);
    // A UZS player: rates are units per 1 UZS; 500 USD is 6,325,000 UZS.
    expect(bonusPreview(welcome, 10_000_000, 'UZS', { UZS: 1, USD: 1 / 12650 })).toBe(6_325_000);
    expect(bonusPreview(welcome, Number.NaN, 'USD', {})).toBeNull();
  });
});

describe('the limit hint', () => {
  it('shows what is left of the binding limit, and nothing without a limit', () => {
    expect(limitLeft(dayLimit(100, 40))).toEqual({ amount: 40, currency: 'USD', until: 1_900_000_000, period: 'day' });
    expect(limitLeft(NO_LIMIT)).toBeNull();
  });
});
