import type { LoyaltyProduct } from '@casino/shared/api/schemas';
import { DEFAULT_IMAGE_KEY, pictureOf } from '@casino/shared/remote';

/** The shell's dialog ids of the shop (spec §2: loyalty shop buy and confirm, insufficient funds). */
export const BUY_DIALOG = 'loyalty:shop-buy';
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
          ? { key: 'shop.grants.cashback', values: { percent: g.percent, days: g.days ?? 30 } }
          : { key: 'shop.grants.prize', values: {} };
  return { id: p.id, type: p.type, title, image, price: p.price, stock: p.stock, grant };
}

/** How many points are missing for a product (0 when the player has enough). */
export const missingPoints = (points: number, price: number): number => Math.max(0, Math.ceil(price - points));

/** The dialog a "buy" click opens: the buy dialog, or the insufficient one with how many points are missing. */
export function buyStep(points: number, product: Pick<ProductView, 'price'>): { dialog: string; missing: number } {
  const missing = missingPoints(points, product.price);
  return missing > 0 ? { dialog: INSUFFICIENT_DIALOG, missing } : { dialog: BUY_DIALOG, missing: 0 };
}
