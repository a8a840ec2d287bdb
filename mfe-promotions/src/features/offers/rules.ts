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
  /** The content's own next step (description.link), for offers taken neither by deposit, code nor click. */
  link: string;
  /** The promo code a promo-code offer names (description.promo_code), for a guest's registration. */
  promoCode: string;
  /** The slot of the offer's free spins, when it gives some. */
  game: string;
  /** What the offer gives first (promotion type), for the fallback action. */
  gives: string;
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
  if (p.type === 'bonus' && p.amount && typeof p.amount === 'object')
    return { kind: 'bonusAmount', values: { amount: amountOf(p.amount), wager: str(p.wager) } };
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
    link: str(o.description.link),
    promoCode: str(o.description.promo_code),
    game: str(o.promotions.find((p) => p.type === 'freespins' && typeof p.game === 'string' && p.game)?.game),
    gives: str(o.promotions[0]?.type),
  };
}

/**
 * The one action button an offer page shows (every offer has one, as a real casino's do):
 * - a guest: registration (the shell opens it for `show_popup_reg`), carrying the offer's promo
 *   code (`promo_code`, which the registration form fills in); every offer needs an account;
 * - a deposit offer the player may take: the deposit page with this offer chosen (`?offer=<id>`);
 *   one whose conditions the player does not meet: the other offers, with the reason said;
 * - an offer taken with a click or a promo code: the take button, or the code form;
 * - any other action (e.g. `registration`, given to every player): the content's own link when it
 *   has one, else the place the gift is used: the free spins' game, the cashback page, the bonus
 *   list, or the game hall.
 * Paths are relative to the locale root; `label` is the content's button text when it fits the step.
 */
export type OfferAction =
  | { kind: 'signUp'; path: string }
  | { kind: 'deposit'; path: string; label: string }
  | { kind: 'otherOffers'; path: string }
  | { kind: 'take'; label: string }
  | { kind: 'promoCode' }
  | { kind: 'link'; path: string; label: string; fallback: 'content' | 'game' | 'cashback' | 'bonuses' | 'gamehall' };

/** An in-site path of the content (a link elsewhere is not an offer's next step). */
const inSite = (link: string) => /^\/(?![/\\])/.test(link);

/** `current`: the offer page's own path, so a guest signs up without leaving it. */
export function offerAction(offer: OfferView, signedIn: boolean, current: string): OfferAction {
  if (!signedIn) {
    const query = new URLSearchParams({ show_popup_reg: '1', ...(offer.promoCode ? { promo_code: offer.promoCode } : {}) });
    return { kind: 'signUp', path: `${current}?${query}` };
  }
  if (offer.action === 'deposit') {
    return offer.available ? { kind: 'deposit', path: `/cashier/deposit?offer=${offer.id}`, label: offer.button } : { kind: 'otherOffers', path: '/offers' };
  }
  if (offer.action === 'take') return { kind: 'take', label: offer.button };
  if (offer.action === 'promo_code') return { kind: 'promoCode' };
  if (inSite(offer.link)) return { kind: 'link', path: offer.link, label: offer.button, fallback: 'content' };
  if (offer.game) return { kind: 'link', path: `/game/${encodeURIComponent(offer.game)}`, label: '', fallback: 'game' };
  if (offer.gives === 'cashback') return { kind: 'link', path: '/profile/cashback', label: '', fallback: 'cashback' };
  if (offer.gives) return { kind: 'link', path: '/profile/bonuses', label: '', fallback: 'bonuses' };
  return { kind: 'link', path: '/gamehall', label: '', fallback: 'gamehall' };
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
