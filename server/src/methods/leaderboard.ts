import { sql } from 'kysely';
import { defineHandlers } from '../api/handler';
import { fieldError } from '../api/errors';
import { money } from '../domains/wallet';
import { prizeFor, ranked } from './tournaments';

export const leaderboardHandlers = defineHandlers({
  async 'leaderboard.get'(ctx) {
    const { db, params } = ctx;
    const t = await db.selectFrom('tournaments').select(['id', 'prizes', 'currency']).where('id', '=', params.tournament_id).executeTakeFirst();
    if (!t) throw fieldError('tournament_id', 'Tournament not found');
    const [rows, counted] = await Promise.all([
      db
        .selectFrom(ranked(db).where('tp.tournament_id', '=', t.id).as('r'))
        .selectAll()
        .orderBy('r.place')
        .limit(params.count)
        .offset(params.offset)
        .execute(),
      db
        .selectFrom('tournament_participants')
        .select(sql<number>`count(*)`.as('n'))
        .where('tournament_id', '=', t.id)
        .executeTakeFirstOrThrow(),
    ]);
    const me = ctx.session?.account.id;
    return {
      items: rows.map((r) => {
        const place = Number(r.place);
        const prize = prizeFor(t.prizes, place);
        return {
          place,
          fakename: r.fakename,
          points: r.points,
          prize: prize === null ? null : money(prize, t.currency),
          is_current_user: r.account_id === me,
        };
      }),
      total: counted.n,
    };
  },
});
