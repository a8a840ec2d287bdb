import type { ChatProvider } from '../types';
import { defined, method, str } from './util';

/** Freshchat: widget.js (script id `freshchat-js-sdk`), then `fcWidget.init({ token, host, externalId, restoreId })`. */
export const freshChat: ChatProvider = {
  type: 'freshChat',
  script: (config) =>
    str(config.token) && /^https:\/\/[a-z0-9.-]+$/i.test(str(config.host))
      ? { src: 'https://wchat.freshchat.com/js/widget.js', id: 'freshchat-js-sdk' }
      : null,
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
  },
  stop(win) {
    method(win, 'fcWidget', 'destroy')?.();
  },
  globals: () => ['fcWidget', 'fcSettings'],
  badge: '#fc_frame',
};
