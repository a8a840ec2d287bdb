import { defineHandlers } from '../api/handler';
import { money } from '../money/ledger';
import { paged } from '../db/paged';

const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/** The player's game rounds (written by the game provider), newest first. */
export const gameHistoryHandlers = defineHandlers({
  async 'games.getHistory'(ctx) {
    const { params } = ctx;
    let base = ctx.db
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .where('r.account_id', '=', ctx.session.account.id);
    if (params.sysname) base = base.where('g.sysname', '=', params.sysname);
    if (params.mode) base = base.where('r.mode', '=', params.mode);
    const { rows, total } = await paged(
      base,
      (q) =>
        q.select(['r.id', 'r.round_id', 'g.sysname', 'g.name', 'r.mode', 'r.bet', 'r.win', 'r.currency', 'r.created_at']).orderBy('r.id', 'desc'),
      { limit: params.count, offset: params.offset },
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        round_id: r.round_id,
        game: { sysname: r.sysname, name: r.name },
        mode: r.mode,
        bet: money(r.bet, r.currency),
        win: money(r.win, r.currency),
        created_at: unix(r.created_at),
      })),
      total,
    };
  },
});
