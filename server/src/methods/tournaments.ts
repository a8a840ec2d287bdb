import { sql, type Kysely, type SqlBool } from 'kysely';
import { defineHandlers } from '../api/handler';
import { fieldError } from '../api/errors';
import { ApiError } from '@casino/contract';
import type { DB, PrizeRow } from '../db/schema';
import { paged } from '../db/paged';
import { money } from '../domains/wallet';
import { describe, unix } from '../api/view';
import { DISPLAY_NAME } from '../domains/accounts';

/** Status follows the dates, so demo tournaments never go stale in the database. */
const STATUS = sql<'future' | 'active' | 'finished'>`case when now() < t.starts_at then 'future' when now() < t.ends_at then 'active' else 'finished' end`;

/** The prize of a place in the tournament's prize table, or null. */
export const prizeFor = (prizes: PrizeRow[], place: number) => prizes.find((p) => place >= p.place_from && place <= p.place_to)?.amount ?? null;

/** Ranked participants: points descending, earlier joiners first on a tie. */
export function ranked(db: Kysely<DB>) {
  return db
    .selectFrom('tournament_participants as tp')
    .innerJoin('accounts as a', 'a.id', 'tp.account_id')
    .select([
      'tp.tournament_id',
      'tp.account_id',
      'tp.points',
      DISPLAY_NAME.as('fakename'),
      sql<number>`row_number() over (partition by tp.tournament_id order by tp.points desc, tp.joined_at, tp.account_id)`.as('place'),
    ]);
}

export const tournamentHandlers = defineHandlers({
  async 'tournaments.get'(ctx) {
    const { db, params, locale } = ctx;
    let base = db.selectFrom('tournaments as t');
    if (params.ids?.length) base = base.where('t.id', 'in', params.ids);
    if (params.status?.length) base = base.where(sql<SqlBool>`${STATUS} in (${sql.join(params.status)})`);
    const { rows, total } = await paged(
      base,
      (q) =>
        q
          .selectAll('t')
          .select([
            STATUS.as('status'),
            sql<number>`(select count(*) from tournament_participants tp where tp.tournament_id = t.id)`.as('total_participants'),
            sql<number>`(select coalesce(sum(tp.points), 0)::bigint from tournament_participants tp where tp.tournament_id = t.id)`.as('total_points'),
          ])
          .orderBy(sql`case when now() < t.starts_at then 1 when now() < t.ends_at then 0 else 2 end`)
          .orderBy('t.position')
          .orderBy('t.id'),
      { limit: params.count, offset: params.offset },
    );
    const ids = rows.map((t) => t.id);
    const top = ids.length
      ? await db
          .selectFrom(ranked(db).where('tp.tournament_id', 'in', ids).as('r'))
          .selectAll()
          .where('r.place', '<=', 3)
          .orderBy('r.tournament_id')
          .orderBy('r.place')
          .execute()
      : [];
    const mine =
      ctx.session && ids.length
        ? await db
            .selectFrom(ranked(db).where('tp.tournament_id', 'in', ids).as('r'))
            .selectAll()
            .where('r.account_id', '=', ctx.session.account.id)
            .execute()
        : [];
    return {
      items: rows.map((t) => {
        const me = mine.find((m) => m.tournament_id === t.id);
        return {
          id: t.id,
          sysname: t.sysname,
          status: t.status,
          starts_at: unix(t.starts_at),
          ends_at: unix(t.ends_at),
          description: describe(t.description, locale),
          total_prize: money(t.total_prize, t.currency),
          prizes: t.prizes.map((p) => ({ place_from: p.place_from, place_to: p.place_to, prize: money(p.amount, t.currency) })),
          user_info: ctx.session ? { is_participant: !!me, points: me?.points ?? 0, place: me ? Number(me.place) : null } : null,
          winners: top
            .filter((w) => w.tournament_id === t.id)
            .map((w) => {
              const prize = prizeFor(t.prizes, Number(w.place));
              return { place: Number(w.place), fakename: w.fakename, points: w.points, prize: prize === null ? null : money(prize, t.currency) };
            }),
          restrictions: t.restrictions,
          total_participants: t.total_participants,
          total_points: t.total_points,
          reset_on_cashout: t.reset_on_cashout,
          games_count: t.games.length,
          games: t.games,
          provider: t.provider,
          image_url: t.image_url,
          tags: t.tags,
          extra: t.extra,
        };
      }),
      total,
    };
  },

  /** Joins a future or running tournament; joining again changes nothing. Restricted currencies are refused. */
  async 'tournaments.participate'(ctx) {
    const t = await ctx.db
      .selectFrom('tournaments as t')
      .select(['t.id', 't.restrictions', STATUS.as('status')])
      .where('t.id', '=', ctx.params.tournament_id)
      .executeTakeFirst();
    if (!t) throw fieldError('tournament_id', 'Tournament not found');
    if (t.status === 'finished') throw new ApiError('AccessDenied', 'The tournament is over', { tournament_id: 'Tournament finished' });
    const currencies = (t.restrictions as { currencies?: unknown }).currencies;
    if (Array.isArray(currencies) && !currencies.includes(ctx.session.account.currency)) {
      throw new ApiError('AccessDenied', 'The tournament is not open to this currency', { tournament_id: 'Currency not allowed' });
    }
    await ctx.db
      .insertInto('tournament_participants')
      .values({ tournament_id: t.id, account_id: ctx.session.account.id })
      .onConflict((oc) => oc.columns(['tournament_id', 'account_id']).doNothing())
      .execute();
    return 1;
  },
});
