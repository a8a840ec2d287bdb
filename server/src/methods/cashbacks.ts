import { defineHandlers } from '../api/handler';
import { paged } from '../db/paged';
import { cashbackOut, COLUMNS, removeCashback, shownStatus, takeCashback } from '../domains/cashback';

export const cashbackHandlers = defineHandlers({
  async 'cashbacks.get'(ctx) {
    const { statuses, sort, order } = ctx.params;
    let base = ctx.db.selectFrom('cashbacks').where('account_id', '=', ctx.session.account.id);
    // Filtered by the status the player sees (an active one past its date is expired).
    if (statuses && statuses.length > 0) base = base.where(shownStatus, 'in', statuses);
    const { rows, total } = await paged(
      base,
      (q) =>
        q
          .select([...COLUMNS, shownStatus.as('status')])
          .orderBy(sort, order)
          .orderBy('id', order),
      { limit: ctx.params.count, offset: ctx.params.offset },
    );
    return { items: rows.map((c) => cashbackOut(c, ctx.locale)), total };
  },

  async 'cashbacks.payout'(ctx) {
    return cashbackOut(await takeCashback(ctx.db, ctx.session.account.id, ctx.params.cashback_id, ctx.ip), ctx.locale);
  },

  async 'cashbacks.remove'(ctx) {
    return cashbackOut(await removeCashback(ctx.db, ctx.session.account.id, ctx.params.cashback_id, ctx.ip), ctx.locale);
  },
});
