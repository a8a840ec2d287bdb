import { defineHandlers } from '../api/handler';
import { addressKey, enforce } from '../auth/rate-limit';

const CHAT_EVENTS_PER_IP = { max: 120, windowSeconds: 600 };

/**
 * `FreshChat.storeChatEvent` (spec §7): the FreshChat widget reports each message of a
 * conversation (`event` sent by the player or received from support); kept for the operator,
 * with the player when signed in.
 */
export const freshChatHandlers = defineHandlers({
  async 'FreshChat.storeChatEvent'(ctx) {
    await enforce(ctx.db, `chat-events:${addressKey(ctx.ip)}`, CHAT_EVENTS_PER_IP);
    const p = ctx.params;
    await ctx.db
      .insertInto('chat_events')
      .values({
        provider: 'freshchat',
        account_id: ctx.session?.account.id ?? null,
        channel_id: p.channel_id,
        conversation_id: p.conversation_id,
        direction: p.event,
        text: p.text,
      })
      .execute();
    return 1 as const;
  },
});
