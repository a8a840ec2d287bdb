import { currentPromoCode, promoCodeFromQuery, promoErrorCode } from './promo';

describe('promo code of a registration (spec §2, §8)', () => {
  it('is the last non-empty promo_code of the query', () => {
    expect(promoCodeFromQuery('?promo_code=ONE&promo_code=TWO')).toBe('TWO');
    expect(promoCodeFromQuery('?promo_code=ONE&promo_code=')).toBe('ONE');
    expect(promoCodeFromQuery('?x=1')).toBeNull();
  });

  it('the query has priority over local storage', () => {
    expect(currentPromoCode('?promo_code=QUERY', 'STORED')).toBe('QUERY');
    expect(currentPromoCode('', 'STORED')).toBe('STORED');
    expect(currentPromoCode('', ' ')).toBeNull();
  });

  it('a refused activation is explained by the first code of fields.promo_code', () => {
    expect(promoErrorCode({ promo_code: ['promo_code_not_found', 'other'] })).toBe('promo_code_not_found');
    expect(promoErrorCode({ promo_code: 'promo_code_expired' })).toBe('promo_code_expired');
    expect(promoErrorCode({ login: 'x' })).toBeNull();
    expect(promoErrorCode({ promo_code: ['<b>'] })).toBeNull();
  });
});
