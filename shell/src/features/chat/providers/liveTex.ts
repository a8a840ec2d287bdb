import type { ChatProvider } from '../types';
import { method, positiveInt } from './util';

/** LiveTex: globals `liveTex`, `liveTexID`, `liveTex_object` and `LiveTex.onLiveTexReady`, then client.js. */
export const liveTex: ChatProvider = {
  type: 'live_tex',
  script: (config) => (positiveInt(config.liveTexID) ? { src: 'https://cs15.livetex.ru/js/client.js' } : null),
  prepare(win, config, _player, load) {
    win.liveTex = true;
    win.liveTexID = positiveInt(config.liveTexID);
    win.liveTex_object = true;
    win.LiveTex = {
      onLiveTexReady() {
        load.signalled = true;
      },
    };
  },
  ready: (win, load) => load.signalled || !!method(win, 'LiveTex', 'setName'),
  start(win, _config, player) {
    if (!player) return;
    method(win, 'LiveTex', 'setName')?.(player.name);
    method(win, 'LiveTex', 'setConversationAttributes')?.({ uid: String(player.uid) }, {});
  },
  globals: () => ['liveTex', 'liveTexID', 'liveTex_object', 'LiveTex'],
  badge: '[id^="lt-"], [class^="lt-"]',
};
