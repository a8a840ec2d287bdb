import { defineHandlers } from '../api/handler';
import { addressKey, enforce } from '../auth/rate-limit';
import { json } from '../db/sql';

/** Client events per address and 10 minutes: a page sends a few, a flood is refused (TooManyRequests). */
const EVENTS_PER_IP = { max: 300, windowSeconds: 600 };

/**
 * `events.handle` (spec §7): a client event the operator tracks (`event_name`, `event_params` a
 * JSON object of at most 2 KB), stored with the player when signed in, for the operator's reports.
 */
export const eventHandlers = defineHandlers({
  async 'events.handle'(ctx) {
    await enforce(ctx.db, `events:${addressKey(ctx.ip)}`, EVENTS_PER_IP);
    await ctx.db
      .insertInto('client_events')
      .values({ account_id: ctx.session?.account.id ?? null, name: ctx.params.event_name, params: json(ctx.params.event_params), locale: ctx.locale })
      .execute();
    return 1 as const;
  },
});
