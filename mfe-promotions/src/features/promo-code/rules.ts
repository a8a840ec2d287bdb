/** What a checked promo code gives, and why one was refused (spec §8), as translation keys. */
import { promoCodeError } from '@casino/shared';
import type { PromoGift } from '@casino/shared/api/schemas';

export function giftLine(gift: PromoGift, money: (amount: number, currency: string) => string): { key: string; values: Record<string, string> } {
  const common = { wager: String(gift.wager), days: String(gift.days) };
  if (gift.type === 'freespins') {
    return {
      key: 'freespins',
      values: {
        ...common,
        count: String(gift.count ?? 0),
        game: gift.game_name ?? gift.game ?? '',
        stake: gift.stake ? money(gift.stake.amount, gift.stake.currency) : '',
      },
    };
  }
  return { key: gift.type, values: { ...common, amount: gift.amount ? money(gift.amount.amount, gift.amount.currency) : '' } };
}

/** The text of a refused code: by the first code of `fields.promo_code`, else "invalid code". */
export function promoErrorKey(error: unknown): string {
  const code = promoCodeError(error);
  return code ? `promoCode.errors.${code}` : 'promoCode.invalid';
}
