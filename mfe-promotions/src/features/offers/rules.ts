import type { OfferItem } from '@casino/shared/api/schemas';
import { DEFAULT_IMAGE_KEY, pictureOf } from '@casino/shared/remote';

/** Offers and campaigns asked for at once (the list is short; detail pages reuse it). */
export const OFFERS_COUNT = 100;

/** Which list a page shows: deposit offers under /offers, every campaign under /promotions. */
export type OffersSection = 'offers' | 'promotions';

export interface OfferView {
  id: number;
  sysname: string;
  title: string;
  text: string;
  image: string | null;
  button: string;
  action: string;
  available: boolean;
  endsAt: number | null;
  promotions: PromotionLine[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export interface PromotionLine {
  /** Translation key under `offers.kind`. */
  kind: 'bonus' | 'bonusAmount' | 'bettingBonus' | 'freespins' | 'cashback';
  values: Record<string, string>;
}

const amountOf = (m: unknown) => {
  const a = m as { amount?: number; currency?: string } | undefined;
  return a?.amount !== undefined ? `${a.amount} ${a.currency ?? ''}`.trim() : '';
};

/** What one promotion of an offer gives, for the page to word in its language. */
export function promotionLine(p: Record<string, unknown>): PromotionLine {
  if (p.type === 'freespins') return { kind: 'freespins', values: { count: str(p.count) } };
  if (p.type === 'cashback') return { kind: 'cashback', values: { percent: str(p.percent) } };
  // A fixed amount of bonus money (promo codes, offers taken), with its wagering.
  if (p.type === 'betting_bonus') return { kind: 'bettingBonus', values: { amount: amountOf(p.amount), wager: str(p.wager) } };
  if (p.type === 'bonus' && p.amount && typeof p.amount === 'object') return { kind: 'bonusAmount', values: { amount: amountOf(p.amount), wager: str(p.wager) } };
  const max = p.max as { amount?: number; currency?: string } | undefined;
  return { kind: 'bonus', values: { percent: str(p.percent), max: max?.amount !== undefined ? `${max.amount} ${max.currency ?? ''}`.trim() : '' } };
}

/** An offer as the pages show it; the picture is the description's `imageKey` field (`prazer-config.imageKeys.offer`). */
export function toView(o: OfferItem, imageKey = DEFAULT_IMAGE_KEY): OfferView {
  return {
    id: o.id,
    sysname: o.sysname,
    title: str(o.description.title) || o.sysname,
    text: str(o.description.text),
    image: pictureOf(o, imageKey) || null,
    button: str(o.description.button),
    action: o.trigger.action,
    available: o.trigger.user_satisfies_params,
    endsAt: o.ends_at,
    promotions: o.promotions.map(promotionLine),
  };
}

/** Actions of the offers a player can take: with a deposit, a promo code, or as they are (campaigns.takepromotions). */
const TAKEN_BY = new Set(['deposit', 'promo_code', 'take']);

/** Offers a player can take with a deposit, a promo code or a click; campaigns are all of them. */
export function forSection(items: readonly OfferItem[], section: OffersSection, imageKey = DEFAULT_IMAGE_KEY): OfferView[] {
  const wanted = section === 'offers' ? items.filter((o) => TAKEN_BY.has(o.trigger.action)) : items;
  return wanted.map((o) => toView(o, imageKey));
}

/** The offer a detail address names: by numeric id or by sysname (SEO urls use the name). */
export function findOffer(items: readonly OfferItem[], key: string | undefined, imageKey = DEFAULT_IMAGE_KEY): OfferView | null {
  if (!key) return null;
  const found = items.find((o) => String(o.id) === key || o.sysname === key);
  return found ? toView(found, imageKey) : null;
}
