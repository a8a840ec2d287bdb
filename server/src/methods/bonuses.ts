import { sql } from 'kysely';
import type { Result } from '@casino/contract';
import { defineHandlers, type Locale } from '../api/handler';
import type { BonusKind } from '../db/schema';
import { paged } from '../db/paged';
import { money } from '../domains/wallet';
import { activateBonus, deactivateBonus, endExpiredOf, listBonuses, removeBonus, type BonusRow } from '../domains/bonuses';
import { describe, unix } from '../api/view';
import { contributionViews, wageringRules, type WageringRules } from '../domains/bonuses';

type BonusItem = Result<'bonuses.get'>['items'][number];

/** A bonus record as the API answers it; `balance` is the bonus balance it holds while active. */
export function bonusView(b: BonusRow, locale: Locale, activeBalance: number | null): BonusItem {
  return {
    id: b.id,
    status: b.status,
    source: b.source,
    amount: money(b.amount, b.currency),
    balance: b.status === 'active' && activeBalance !== null ? money(activeBalance, b.currency) : null,
    wager: b.wager,
    wagering: { required: money(b.amount * b.wager, b.currency), wagered: money(b.wagered, b.currency) },
    description: describe(b.description, locale),
    freespin_pack_id: b.freespin_pack_id,
    expires_at: unix(b.expires_at),
    created_at: unix(b.created_at),
    activated_at: b.activated_at ? unix(b.activated_at) : null,
    finished_at: b.finished_at ? unix(b.finished_at) : null,
    converted: b.converted === null ? null : money(b.converted, b.currency),
    forfeited: b.forfeited === null ? null : money(b.forfeited, b.currency),
  };
}

/** The wagering rules a kind's bonuses are wagered by (domains/bonuses/wagering.ts): casino game types, or the sportsbook with its lowest price. */
function rulesView(rules: WageringRules, kind: BonusKind): Result<'bonuses.get'>['wagering_rules'] {
  const views = contributionViews(rules).filter((r) => (kind === 'betting') === (r.type === 'sportsbook'));
  return { contributions: views.map(({ type, percent }) => ({ type, percent })), min_odds: kind === 'betting' ? rules.minOdds / 100 : null };
}

async function balanceOf(db: Parameters<typeof listBonuses>[0], accountId: number, kind: BonusKind): Promise<number> {
  const row = await db
    .selectFrom('balances')
    .select('amount')
    .where('account_id', '=', accountId)
    .where('kind', '=', kind === 'casino' ? 'bonus' : 'betting_bonus')
    .executeTakeFirst();
  return row?.amount ?? 0;
}

export const bonusHandlers = defineHandlers({
  async 'bonuses.get'(ctx) {
    const { rows, total, activeBalance } = await listBonuses(ctx.db, {
      accountId: ctx.session.account.id,
      kind: 'casino',
      statuses: ctx.params.status,
      offset: ctx.params.offset,
      count: ctx.params.count,
    });
    return { items: rows.map((b) => bonusView(b, ctx.locale, activeBalance)), total, wagering_rules: rulesView(await wageringRules(ctx.db), 'casino') };
  },
  async 'bonuses.activate'(ctx) {
    const id = ctx.session.account.id;
    const bonus = await activateBonus(ctx.db, id, ctx.params.bonus_id, 'casino');
    return bonusView(bonus, ctx.locale, await balanceOf(ctx.db, id, 'casino'));
  },
  async 'bonuses.deactivate'(ctx) {
    return bonusView(await deactivateBonus(ctx.db, ctx.session.account.id, ctx.params.bonus_id, 'casino'), ctx.locale, null);
  },
  async 'bonuses.remove'(ctx) {
    return bonusView(await removeBonus(ctx.db, ctx.session.account.id, ctx.params.bonus_id, 'casino'), ctx.locale, null);
  },
  async 'BettingBonuses.get'(ctx) {
    const { rows, total, activeBalance } = await listBonuses(ctx.db, {
      accountId: ctx.session.account.id,
      kind: 'betting',
      statuses: ctx.params.status,
      offset: ctx.params.offset,
      count: ctx.params.count,
    });
    return { items: rows.map((b) => bonusView(b, ctx.locale, activeBalance)), total, wagering_rules: rulesView(await wageringRules(ctx.db), 'betting') };
  },
  async 'BettingBonuses.activate'(ctx) {
    const id = ctx.session.account.id;
    const bonus = await activateBonus(ctx.db, id, ctx.params.bonus_id, 'betting');
    return bonusView(bonus, ctx.locale, await balanceOf(ctx.db, id, 'betting'));
  },
  async 'BettingBonuses.remove'(ctx) {
    return bonusView(await removeBonus(ctx.db, ctx.session.account.id, ctx.params.bonus_id, 'betting'), ctx.locale, null);
  },

  /** The player's free spin packs, newest first, with their slot and the bonus their wins go to. */
  async 'freespins.get'(ctx) {
    const accountId = ctx.session.account.id;
    await endExpiredOf(ctx.db, accountId);
    let base = ctx.db
      .selectFrom('freespin_packs as p')
      .innerJoin('games as g', 'g.id', 'p.game_id')
      .leftJoin('bonuses as b', 'b.freespin_pack_id', 'p.id')
      .where('p.account_id', '=', accountId);
    if (ctx.params.status?.length) base = base.where('p.status', 'in', ctx.params.status);
    const { rows, total } = await paged(
      base,
      (q) =>
        q
          .select([
            'p.id',
            'p.count',
            'p.remaining',
            'p.status',
            'p.stake',
            'p.currency',
            'p.description',
            'p.expires_at',
            'p.created_at',
            'g.sysname',
            'g.name',
            'b.id as bonus_id',
            sql<number>`coalesce(b.wager, 0)`.as('wager'),
          ])
          .orderBy('p.id', 'desc'),
      { limit: ctx.params.count, offset: ctx.params.offset },
    );
    return {
      items: rows.map((p) => ({
        id: p.id,
        game: { sysname: p.sysname, name: p.name },
        count: p.count,
        remaining_count: p.remaining,
        status: p.status,
        stake: money(p.stake, p.currency),
        wager: Number(p.wager),
        bonus_id: p.bonus_id ?? null,
        description: describe(p.description, ctx.locale),
        expires_at: unix(p.expires_at),
        created_at: unix(p.created_at),
      })),
      total,
    };
  },
});
