import { defineHandlers } from '../api/handler';
import { paged } from '../db/paged';
import { money } from '../domains/wallet';
import { describe, unix } from '../api/view';
import { jackpotAmountOf } from '../domains/rounds';

export const jackpotHandlers = defineHandlers({
  async 'Jackpots.get'(ctx) {
    const base = ctx.db.selectFrom('jackpots as j').where('j.status', '<>', 'closed');
    const { rows, total } = await paged(
      base,
      (q) =>
        q
          .select(['j.id', 'j.sysname', jackpotAmountOf('j').as('amount'), 'j.currency', 'j.description', 'j.games', 'j.status'])
          .orderBy('j.position')
          .orderBy('j.id'),
      { limit: ctx.params.count, offset: ctx.params.offset },
    );
    return {
      items: rows.map((j) => ({
        id: j.id,
        sysname: j.sysname,
        amount: money(j.amount, j.currency),
        description: describe(j.description, ctx.locale),
        games: j.games,
        status: j.status,
      })),
      total,
    };
  },

  async 'Jackpots.getWinners'(ctx) {
    let base = ctx.db.selectFrom('jackpot_winners as w').leftJoin('games as g', 'g.sysname', 'w.game_sysname');
    if (ctx.params.jackpot_id) base = base.where('w.jackpot_id', '=', ctx.params.jackpot_id);
    const { rows, total } = await paged(
      base,
      (q) =>
        q
          .select(['w.id', 'w.jackpot_id', 'w.display_name', 'w.amount', 'w.currency', 'w.game_sysname', 'g.name as game_name', 'w.won_at'])
          .orderBy('w.won_at', 'desc')
          .orderBy('w.id', 'desc'),
      { limit: ctx.params.count, offset: ctx.params.offset },
    );
    return {
      items: rows.map((w) => ({
        id: w.id,
        jackpot_id: w.jackpot_id,
        fakename: w.display_name,
        amount: money(w.amount, w.currency),
        game: { sysname: w.game_sysname, name: w.game_name ?? w.game_sysname },
        won_at: unix(w.won_at),
      })),
      total,
    };
  },
});
