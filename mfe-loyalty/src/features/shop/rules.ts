import type { LoyaltyProduct } from '@casino/shared/api/schemas';
import { DEFAULT_IMAGE_KEY, pictureOf } from '@casino/shared/remote';

/** The shell's dialog ids of the shop (spec §2: loyalty shop buy and confirm, insufficient funds); a buy is one confirmation. */
export const CONFIRM_DIALOG = 'loyalty:shop-confirm';
export const INSUFFICIENT_DIALOG = 'loyalty:shop-insufficient';

/** What a product card and the dialogs show of a product. */
export interface ProductView {
  id: number;
  type: string;
  title: string;
  image: string;
  price: number;
  stock: number | null;
  /** The i18n key and values of what it grants. */
  grant: { key: string; values: Record<string, number> };
}

/** `imageKey`: the description field of the picture (`prazer-config.imageKeys.product`). */
export function productView(p: LoyaltyProduct, imageKey = DEFAULT_IMAGE_KEY): ProductView {
  const title = typeof p.description.title === 'string' && p.description.title ? p.description.title : p.sysname;
  const image = pictureOf(p, imageKey);
  const g = p.grants ?? {};
  const grant: ProductView['grant'] =
    p.type === 'bonus' && g.amount
      ? { key: 'shop.grants.bonus', values: { amount: g.amount, wager: g.wager ?? 0 } }
      : p.type === 'freespins' && g.count
        ? { key: 'shop.grants.freespins', values: { count: g.count } }
        : p.type === 'cashback' && g.percent
          ? { key: 'shop.grants.cashback', values: { percent: g.percent, count: g.days ?? 30 } }
          : { key: 'shop.grants.prize', values: {} };
  return { id: p.id, type: p.type, title, image, price: p.price, stock: p.stock, grant };
}

/** How many points are missing for a product (0 when the player has enough). */
export const missingPoints = (points: number, price: number): number => Math.max(0, Math.ceil(price - points));

/** The dialog a "buy" click opens: the one confirmation, or the insufficient dialog with how many points are missing. */
export function buyStep(points: number, product: Pick<ProductView, 'price'>): { dialog: string; missing: number } {
  const missing = missingPoints(points, product.price);
  return missing > 0 ? { dialog: INSUFFICIENT_DIALOG, missing } : { dialog: CONFIRM_DIALOG, missing: 0 };
}

/** What happens next after a purchase: the text's key and where its link leads. */
export interface Outcome {
  key: string;
  link: { to: string; key: string } | null;
}

/**
 * What loyalty.buyproduct has done (server: a bonus record, a free-spin pack, a cashback boost, or a
 * pending order for a prize) and so what the player does next: a bonus and free spins wait in
 * Profile → Bonuses to be activated; a boost raises the next cashback; a prize is an order the operator delivers.
 */
export function outcomeOf(type: string, status: string): Outcome {
  if (status === 'pending') return { key: 'shop.outcome.order', link: null };
  if (type === 'bonus') return { key: 'shop.outcome.bonus', link: { to: '/profile/bonuses', key: 'shop.toBonuses' } };
  if (type === 'freespins') return { key: 'shop.outcome.freespins', link: { to: '/profile/bonuses', key: 'shop.toBonuses' } };
  if (type === 'cashback') return { key: 'shop.outcome.cashback', link: { to: '/profile/cashback', key: 'shop.toCashback' } };
  return { key: 'shop.outcome.other', link: null };
}
