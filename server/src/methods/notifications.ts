import { defineHandlers } from '../api/handler';
import { markRead, notificationsOf } from '../notifications/store';
import { unix } from '../api/view';

/** The player's own notifications (the profile's page, the header's unread count). */
export const notificationHandlers = defineHandlers({
  async 'notifications.get'(ctx) {
    const { rows, total, unread } = await notificationsOf(ctx.db, ctx.session.account.id, { offset: ctx.params.offset, limit: ctx.params.count });
    return {
      items: rows.map((n) => ({ id: Number(n.id), kind: n.kind, params: n.params, created_at: unix(n.created_at), read: n.read_at !== null })),
      total,
      unread,
    };
  },

  async 'notifications.markRead'(ctx) {
    const which = ctx.params.id !== undefined ? { id: ctx.params.id } : 'all';
    return { unread: await markRead(ctx.db, ctx.session.account.id, which) };
  },
});
