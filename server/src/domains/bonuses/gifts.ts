/**
 * What an offer's promotions give a player (promo codes, offers taken, loyalty, the operator):
 *
 * - `{ type: 'bonus', amount: { amount, currency }, wager, days }`: casino bonus money;
 * - `{ type: 'betting_bonus', amount: { amount, currency }, wager, days }`: sportsbook bonus money;
 * - `{ type: 'freespins', count, game, stake: { amount, currency }, wager, days }`: a free spin pack
 *   (`game` a slot's sysname, else the first slot of the catalogue; `stake` per spin, else the
 *   currency's smallest stake; `wager` × the wins).
 *
 * Amounts are converted into the player's currency (rounded down); a deposit offer's percentage
 * bonus is given by the deposit itself (payments.ts), never here. Gifts are granted as bonus
 * records and packs, in the caller's transaction with the main balance locked.
 */
import type { Transaction, Kysely } from 'kysely';
import type { PromoGift } from '@casino/contract/schemas';
import type { BonusSource, DB, Localised } from '../../db/schema';
import { money } from '../wallet';
import { convertMinor, loadRates } from '../wallet';
import { DEFAULT_BONUS_DAYS, grantBonus } from './bonuses';
import { grantFreespins } from './freespins';
import { stakeLimits } from '../catalogue';
import { toMinor } from '@casino/contract/money';

type Db = Kysely<DB> | Transaction<DB>;

export interface Gift {
  type: 'bonus' | 'betting_bonus' | 'freespins';
  /** Minor units of the player's currency (bonus money). */
  amount: number | null;
  count: number | null;
  game: { id: number; sysname: string; name: string } | null;
  /** Minor units per spin. */
  stake: number | null;
  wager: number;
  days: number;
}

interface RawPromotion {
  type?: unknown;
  amount?: { amount?: unknown; currency?: unknown };
  count?: unknown;
  game?: unknown;
  stake?: { amount?: unknown; currency?: unknown };
  wager?: unknown;
  days?: unknown;
}

const whole = (v: unknown, min: number, max: number, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(Math.max(Math.round(v), min), max) : fallback;

/** The promotions an offer gives, read for a player of `currency`; unusable ones are left out. */
export async function giftsOf(db: Db, promotions: unknown, currency: string): Promise<Gift[]> {
  const list = Array.isArray(promotions) ? (promotions as RawPromotion[]) : [];
  const { rates } = await loadRates(db);
  const minor = (m: RawPromotion['amount']): number | null => {
    if (!m || typeof m.amount !== 'number' || !(m.amount > 0)) return null;
    const from = typeof m.currency === 'string' ? m.currency : currency;
    return convertMinor(toMinor(m.amount, from), from, currency, rates);
  };
  const gifts: Gift[] = [];
  for (const p of list) {
    const days = whole(p?.days, 1, 365, DEFAULT_BONUS_DAYS);
    if ((p?.type === 'bonus' || p?.type === 'betting_bonus') && p.amount) {
      const amount = minor(p.amount);
      if (amount && amount > 0)
        gifts.push({ type: p.type, amount, count: null, game: null, stake: null, wager: whole(p.wager, 0, 200, p.type === 'bonus' ? 35 : 5), days });
    } else if (p?.type === 'freespins') {
      const count = whole(p.count, 0, 1000, 0);
      if (count < 1) continue;
      let q = db.selectFrom('games').select(['id', 'sysname', 'name']).where('type', '=', 'slot').where('is_active', '=', true);
      q = typeof p.game === 'string' && p.game ? q.where('sysname', '=', p.game) : q.orderBy('position').orderBy('id');
      const game = await q.executeTakeFirst();
      if (!game) continue;
      const limits = stakeLimits(currency);
      const asked = minor(p.stake) ?? limits.min;
      const stake = Math.min(Math.max(asked, limits.min), limits.max);
      gifts.push({ type: 'freespins', amount: null, count, game, stake, wager: whole(p.wager, 0, 200, 20), days });
    }
  }
  return gifts;
}

/** A gift as the API tells it (spec §7 campaigns.checkPromocode). */
export function giftView(g: Gift, currency: string): PromoGift {
  return {
    type: g.type,
    amount: g.amount === null ? null : money(g.amount, currency),
    count: g.count,
    game: g.game?.sysname ?? null,
    game_name: g.game?.name ?? null,
    stake: g.stake === null ? null : money(g.stake, currency),
    wager: g.wager,
    days: g.days,
  };
}

/** Grants the gifts as bonus records and packs (main balance locked by the caller). */
export async function grantGifts(
  trx: Transaction<DB>,
  g: { accountId: number; currency: string; gifts: Gift[]; source: BonusSource; offerId: number | null; description: Localised<Record<string, string>> },
): Promise<void> {
  for (const gift of g.gifts) {
    if (gift.type === 'freespins' && gift.game && gift.count && gift.stake) {
      await grantFreespins(trx, {
        accountId: g.accountId,
        gameId: gift.game.id,
        gameSysname: gift.game.sysname,
        count: gift.count,
        stake: gift.stake,
        currency: g.currency,
        wager: gift.wager,
        days: gift.days,
        source: g.source,
        offerId: g.offerId,
        description: g.description,
      });
    } else if ((gift.type === 'bonus' || gift.type === 'betting_bonus') && gift.amount) {
      await grantBonus(trx, {
        accountId: g.accountId,
        kind: gift.type === 'bonus' ? 'casino' : 'betting',
        source: g.source,
        amount: gift.amount,
        currency: g.currency,
        wager: gift.wager,
        days: gift.days,
        description: g.description,
        offerId: g.offerId,
      });
    }
  }
}
