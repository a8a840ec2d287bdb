import type { ChatProvider } from '../types';
import { defined, method, str } from './util';

/** JivoChat: the widget script of the widget id; API `jivo_api` once `jivo_onLoadCallback` ran. */
export const jivoSite: ChatProvider = {
  type: 'jivoSite',
  script: (config) =>
    /^[A-Za-z0-9]{4,32}$/.test(str(config.widgetId)) ? { src: `https://code.jivosite.com/script/widget/${str(config.widgetId)}` } : null,
  prepare(win, _config, _player, load) {
    win.jivo_onLoadCallback = () => {
      load.signalled = true;
    };
  },
  ready: (win, load) => load.signalled || !!method(win, 'jivo_api', 'setContactInfo'),
  start(win, _config, player) {
    if (!player) return;
    method(win, 'jivo_api', 'setContactInfo')?.(defined({ name: player.name, email: player.email, phone: player.phone }));
    method(win, 'jivo_api', 'setCustomData')?.([{ title: 'uid', content: String(player.uid) }]);
  },
  stop(win) {
    const destroy = win.jivo_destroy;
    if (typeof destroy === 'function') (destroy as () => void)();
  },
  globals: () => ['jivo_api', 'jivo_config', 'jivo_onLoadCallback', 'jivo_onOpen', 'jivo_onClose', 'jivo_destroy', 'jivo_init'],
  badge: 'jdiv',
};
