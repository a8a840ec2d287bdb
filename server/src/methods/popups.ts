import { sql } from 'kysely';
import { defineHandlers } from '../api/handler';
import { paged } from '../db/paged';
import { describe } from '../api/view';
import { isEditorRequest } from '../content/editor';

export const popupHandlers = defineHandlers({
  async 'popups.get'(ctx) {
    const { sysname, preview } = ctx.params;
    let base = ctx.db
      .selectFrom('campaign_popups')
      .where('is_active', '=', true)
      .where('starts_at', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]));
    // Drafts only for a content editor's preview; anyone else gets the answer without preview.
    if (!preview || !isEditorRequest(ctx.config, ctx.request)) base = base.where('preview', '=', false);
    if (sysname) base = base.where('sysname', '=', sysname);
    const { rows, total } = await paged(base, (q) => q.select(['id', 'sysname', 'preview', 'description']).orderBy('position').orderBy('id'), {
      limit: ctx.params.count,
      offset: ctx.params.offset,
    });
    return {
      items: rows.map((p) => ({ id: p.id, sysname: p.sysname, preview: p.preview, description: describe(p.description, ctx.locale) })),
      total,
    };
  },
});
