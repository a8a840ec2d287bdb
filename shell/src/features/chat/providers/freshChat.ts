import type { ChatProvider } from '../types';
import { api } from '../../../platform/api';
import { defined, method, str } from './util';

/**
 * One message of a Freshchat conversation as the widget's `message:sent` / `message:received`
 * events carry it, in the call `FreshChat.storeChatEvent` sends (null when it lacks the ids).
 */
export function chatEventOf(event: unknown, direction: 'sent' | 'received') {
  const message = ((event as { data?: { message?: unknown } } | null)?.data?.message ?? null) as Record<string, unknown> | null;
  if (!message) return null;
  const channel_id = str(message.channelId ?? message.channel_id).slice(0, 100);
  const conversation_id = str(message.conversationId ?? message.conversation_id).slice(0, 100);
  if (!channel_id || !conversation_id) return null;
  const parts = Array.isArray(message.messageParts) ? (message.messageParts as Array<{ text?: { content?: unknown } }>) : [];
  const text = parts
    .map((p) => str(p?.text?.content))
    .filter(Boolean)
    .join('\n')
    .slice(0, 4000);
  return { channel_id, conversation_id, text, event: direction };
}

/** Freshchat: widget.js (script id `freshchat-js-sdk`), then `fcWidget.init({ token, host, externalId, restoreId })`. */
export const freshChat: ChatProvider = {
  type: 'freshChat',
  script: (config) =>
    str(config.token) && /^https:\/\/[a-z0-9.-]+$/i.test(str(config.host)) ? { src: 'https://wchat.freshchat.com/js/widget.js', id: 'freshchat-js-sdk' } : null,
  ready: (win) => !!method(win, 'fcWidget', 'init'),
  start(win, config, player) {
    method(win, 'fcWidget', 'init')!(
      defined({
        token: str(config.token),
        host: str(config.host),
        locale: player?.locale,
        externalId: player ? String(player.uid) : str(config.externalId) || undefined,
        restoreId: str(config.restoreId) || undefined,
        firstName: player?.name,
        email: player?.email,
        phone: player?.phone,
      }),
    );
    // Each message of the conversation is kept for the operator (FreshChat.storeChatEvent).
    const on = method(win, 'fcWidget', 'on');
    for (const direction of ['sent', 'received'] as const) {
      on?.(`message:${direction}`, (event: unknown) => {
        const call = chatEventOf(event, direction);
        if (call) void api.call('FreshChat.storeChatEvent', call).catch(() => {});
      });
    }
  },
  stop(win) {
    method(win, 'fcWidget', 'destroy')?.();
  },
  globals: () => ['fcWidget', 'fcSettings'],
  badge: '#fc_frame',
};
