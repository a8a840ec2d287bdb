/**
 * Deposit offers (spec §3): shown to guests or to players meeting the offer's conditions
 * (spec §6). Conditions live in the offer's trigger params:
 * `first_deposit` (no paid deposit yet), `min_deposits` (at least that many paid deposits),
 * `exclude_methods` (methods the offer does not apply to). A deposit that takes an offer gets the
 * bonus of its first `bonus` promotion ({ percent, max: { amount, currency } }) when it is paid.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { ApiError } from '@casino/contract';
import type { DB } from '../../db/schema';
import { convertMinor, type Rates } from '../wallet';
import { percentOf, toMinor } from '@casino/contract/money';

type Db = Kysely<DB> | Transaction<DB>;

export interface OfferTrigger {
  action?: string;
  params?: { exclude_methods?: string[]; first_deposit?: boolean; min_deposits?: number } & Record<string, unknown>;
}

export interface DepositStats {
  /** Paid deposits. */
  count: number;
}

export async function depositStats(db: Db, accountId: number, exceptPaymentId?: number): Promise<DepositStats> {
  let q = db
    .selectFrom('payments')
    .select(sql<string>`count(*)`.as('n'))
    .where('account_id', '=', accountId)
    .where('type', '=', 'deposit')
    .where('status', '=', 'success');
  if (exceptPaymentId !== undefined) q = q.where('id', '<>', exceptPaymentId);
  return { count: Number((await q.executeTakeFirstOrThrow()).n) };
}

/**
 * Whether the player meets a deposit offer's conditions. A guest (null) meets none: deposit offers
 * are shown to guests anyway (the display rule is guest or satisfies), but only a player can take one.
 */
export function satisfiesOffer(trigger: OfferTrigger, stats: DepositStats | null): boolean {
  if (trigger.action !== 'deposit') return true;
  if (!stats) return false;
  const p = trigger.params ?? {};
  if (p.first_deposit === true && stats.count > 0) return false;
  if (typeof p.min_deposits === 'number' && stats.count < p.min_deposits) return false;
  return true;
}

export function offerAppliesToMethod(trigger: OfferTrigger, method: string): boolean {
  return !(trigger.params?.exclude_methods ?? []).includes(method);
}

/** The active deposit offer a deposit asks for, when this player may take it with this method. */
export async function depositOfferFor(trx: Db, offerId: number, accountId: number, method: string) {
  const offer = await trx
    .selectFrom('offers')
    .select(['id', 'sysname', 'trigger', 'promotions'])
    .where('id', '=', offerId)
    .where('is_active', '=', true)
    .where('starts_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();
  const trigger = (offer?.trigger ?? {}) as OfferTrigger;
  if (!offer || trigger.action !== 'deposit') throw new ApiError('InvalidParameter', 'No such deposit offer', { campaign_offer_id: 'Wrong value' });
  if (!offerAppliesToMethod(trigger, method)) {
    throw new ApiError('InvalidParameter', 'The offer does not apply to this method', { campaign_offer_id: 'Wrong value' });
  }
  if (!satisfiesOffer(trigger, await depositStats(trx, accountId))) {
    throw new ApiError('InvalidParameter', 'The offer conditions are not met', { campaign_offer_id: 'Wrong value' });
  }
  return offer;
}

interface BonusPromotion {
  type?: string;
  percent?: number;
  max?: { amount?: number; currency?: string };
}

/** The bonus (minor units of `currency`) an offer's promotions give for a paid deposit; null when none. */
export function offerBonus(promotions: unknown, deposit: number, currency: string, rates: Rates): number | null {
  const list = Array.isArray(promotions) ? (promotions as BonusPromotion[]) : [];
  const bonus = list.find((p) => p?.type === 'bonus' && typeof p.percent === 'number' && p.percent > 0);
  if (!bonus) return null;
  let amount = percentOf(deposit, bonus.percent!);
  if (bonus.max && typeof bonus.max.amount === 'number') {
    const cap = convertMinor(toMinor(bonus.max.amount, bonus.max.currency ?? currency), bonus.max.currency ?? currency, currency, rates);
    if (cap !== null) amount = Math.min(amount, cap);
  }
  return amount > 0 ? amount : null;
}

/** Wagering (× the bonus) and days to wager of an offer's first `bonus` promotion: 35 and 30 unless it says. */
export function offerBonusTerms(promotions: unknown): { wager: number; days: number } {
  const list = Array.isArray(promotions) ? (promotions as Array<{ type?: unknown; wager?: unknown; days?: unknown }>) : [];
  const bonus = list.find((p) => p?.type === 'bonus');
  const wager = typeof bonus?.wager === 'number' && Number.isFinite(bonus.wager) ? Math.min(Math.max(Math.round(bonus.wager), 0), 200) : 35;
  const days = typeof bonus?.days === 'number' && Number.isFinite(bonus.days) ? Math.min(Math.max(Math.round(bonus.days), 1), 365) : 30;
  return { wager, days };
}

/** An offer's titles in both languages, to name the bonuses it gives. */
export function offerTitles(description: unknown): Record<'uz' | 'ru', Record<string, string>> {
  const d = (description ?? {}) as Partial<Record<'uz' | 'ru', { title?: unknown }>>;
  const title = (l: 'uz' | 'ru') => (typeof d[l]?.title === 'string' ? (d[l]!.title as string) : '');
  return { uz: { title: title('uz') || title('ru') }, ru: { title: title('ru') || title('uz') } };
}
