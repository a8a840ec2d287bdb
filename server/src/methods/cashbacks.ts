import { defineHandlers } from '../api/handler';
import { paged } from '../db/paged';
import { money } from '../money/ledger';
import { describe, unix } from './view';

export const cashbackHandlers = defineHandlers({
  async 'cashbacks.get'(ctx) {
    const { statuses, sort, order } = ctx.params;
    let base = ctx.db.selectFrom('cashbacks').where('account_id', '=', ctx.session.account.id);
    if (statuses && statuses.length > 0) base = base.where('status', 'in', statuses);
    const { rows, total } = await paged(
      base,
      (q) =>
        q
          .select(['id', 'status', 'amount', 'currency', 'description', 'receiving_expired_at', 'paid_out_at', 'end_date'])
          .orderBy(sort, order)
          .orderBy('id', order),
      { limit: ctx.params.count, offset: ctx.params.offset },
    );
    return {
      items: rows.map((c) => ({
        id: c.id,
        status: c.status,
        amount: money(Number(c.amount), c.currency),
        description: describe(c.description, ctx.locale),
        receiving_expired_at: c.receiving_expired_at ? unix(c.receiving_expired_at) : null,
        paid_out_at: c.paid_out_at ? unix(c.paid_out_at) : null,
        end_date: unix(c.end_date),
      })),
      total,
    };
  },
});
