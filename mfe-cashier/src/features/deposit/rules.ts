/**
 * The deposit form's rules as pure functions: which offers a method may take, what the form
 * validates (the sum rule of spec §5 within the method's bounds, the method's details), what is
 * sent, and the bonus an offer would give.
 */
import { z } from 'zod';
import type { Params, Result } from '@casino/shared';
import { parseSum, stringField, type MessagesMap } from '@casino/shared/validation';
import { cleanRequisites, requisitesSchema } from '../../lib/requisites';
import { fromMinor, percentOf, toMinor } from '@casino/contract/money';

export type DepositSettings = Result<'cashier.getdepositsettings'>;
export type PaymentMethod = DepositSettings['methods'][number];
export type Offer = Result<'campaigns.getoffers'>['items'][number];
export type DepositLimit = DepositSettings['deposit_limit'];

/** Spec §3: campaign_offer_id when the player takes no offer. */
export const NO_OFFER = -1;

export interface DepositValues {
  amount: string;
  campaign_offer_id: string;
  requisites: Record<string, string | undefined>;
}

export function findMethod(methods: readonly PaymentMethod[], sysname: string | undefined): PaymentMethod | null {
  return (sysname ? methods.find((m) => m.sysname === sysname) : undefined) ?? null;
}

/**
 * The offer the form starts with: the one an offer page's "deposit with this bonus" names
 * (`?offer=<id>`) when this method may take it, else none.
 */
export function offerChosenBy(param: string | null, available: readonly Offer[]): number {
  const id = Number(param);
  return param && available.some((o) => o.id === id) ? id : NO_OFFER;
}

/** Deposit offers the player may take with this method (spec §3, §6: conditions met, method not excluded). */
export function offersFor(offers: readonly Offer[], method: string): Offer[] {
  return offers.filter((o) => o.trigger.action === 'deposit' && o.trigger.user_satisfies_params && !o.trigger.params.exclude_methods.includes(method));
}

/** The form's schema: the sum rule (spec §5) within the method's bounds, and the method's details. */
export function depositSchema(method: Pick<PaymentMethod, 'min' | 'max' | 'fields'>, messages: MessagesMap) {
  return z.object({
    amount: stringField('sum', { field: 'amount', messages, min: method.min, max: method.max }),
    campaign_offer_id: z.string(),
    requisites: requisitesSchema(method.fields, messages),
  });
}

/** What `cashier.makedeposit` is sent (spec §3 deposit values). */
export function depositParams(
  method: Pick<PaymentMethod, 'id' | 'sysname'> & Partial<Pick<PaymentMethod, 'fields'>>,
  values: DepositValues,
): Params<'cashier.makedeposit'> {
  const requisites = cleanRequisites(values.requisites, method.fields);
  const offer = Number(values.campaign_offer_id);
  return {
    method: method.sysname,
    methodId: method.id,
    amount: String(parseSum(values.amount)),
    campaign_offer_id: Number.isInteger(offer) ? offer : NO_OFFER,
    ...(Object.keys(requisites).length ? { requisites: JSON.stringify(requisites) } : {}),
  };
}

interface BonusPromotion {
  type?: unknown;
  percent?: unknown;
  max?: { amount?: unknown; currency?: unknown };
}

/** The bonus an offer would add to a deposit of `amount` (major units), for the form to show; null when none. */
export function bonusPreview(offer: Offer, amount: number, currency: string, rates: Record<string, number>): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const promo = (offer.promotions as BonusPromotion[]).find((p) => p.type === 'bonus' && typeof p.percent === 'number');
  if (!promo) return null;
  // In minor units and rounded down, as the server credits it (domains/bonuses/offers.ts).
  let bonus = percentOf(toMinor(amount, currency), promo.percent as number);
  const cap = promo.max;
  if (cap && typeof cap.amount === 'number') {
    const from = typeof cap.currency === 'string' ? cap.currency : currency;
    // Rates are units of each currency per unit of the player's currency.
    const rate = from === currency ? 1 : rates[from];
    if (rate) bonus = Math.min(bonus, Math.floor(toMinor(cap.amount, from) / rate));
  }
  return fromMinor(bonus, currency);
}

/** The limit hint under the amount field, when a limit is set. */
export function limitLeft(limit: DepositLimit | null | undefined): { amount: number; currency: string; until: number; period: string } | null {
  if (!limit || limit.period === 'none' || !limit.available_amount || limit.expired_at === null) return null;
  return { amount: limit.available_amount.amount, currency: limit.available_amount.currency, until: limit.expired_at, period: limit.period };
}
