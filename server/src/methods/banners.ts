import { sql } from 'kysely';
import { defineHandlers } from '../api/handler';
import { paged } from '../db/paged';
import { describe, unix } from '../api/view';

export const bannerHandlers = defineHandlers({
  async 'banners.get'(ctx) {
    const base = ctx.db
      .selectFrom('banners')
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb('finished_at', 'is', null), eb('finished_at', '>', sql<Date>`now()`)]));
    const { rows, total } = await paged(base, (q) => q.select(['id', 'finished_at', 'description']).orderBy('position').orderBy('id'), {
      limit: ctx.params.count,
      offset: ctx.params.offset,
    });
    return {
      items: rows.map((b) => ({
        id: b.id,
        finished_at: b.finished_at ? unix(b.finished_at) : null,
        description: describe(b.description, ctx.locale),
      })),
      total,
    };
  },
});
