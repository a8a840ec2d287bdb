import type { ChatProvider } from '../types';
import { method, positiveInt } from './util';

/** LiveChat: `window.__lc = { license }`, then tracking.js; API object `LiveChatWidget`. */
export const liveChat: ChatProvider = {
  type: 'liveChat',
  script: (config) => (positiveInt(config.license) ? { src: 'https://cdn.livechatinc.com/tracking.js' } : null),
  prepare(win, config, player) {
    win.__lc = {
      license: positiveInt(config.license),
      ...(player ? { visitor: { name: player.name, ...(player.email ? { email: player.email } : {}) } } : {}),
    };
  },
  ready: (win) => !!method(win, 'LiveChatWidget', 'call'),
  start(win, _config, player) {
    if (!player) return;
    const call = method(win, 'LiveChatWidget', 'call')!;
    call('set_customer_name', player.name);
    if (player.email) call('set_customer_email', player.email);
    call('set_session_variables', { uid: String(player.uid), locale: player.locale });
  },
  stop(win) {
    method(win, 'LiveChatWidget', 'call')?.('destroy');
  },
  globals: () => ['__lc', 'LiveChatWidget', 'LC_API'],
  badge: '#chat-widget-container',
};
