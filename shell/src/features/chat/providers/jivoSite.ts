import type { ChatProvider } from '../types';
import { defined, method, scriptOrigin, str } from './util';

/** JivoChat's own origin of its widget scripts. */
export const JIVO_ORIGIN = 'https://code.jivosite.com';

/**
 * JivoChat: `<origin>/script/widget/<widgetId>`; API `jivo_api` once `jivo_onLoadCallback` ran.
 * Config: `widgetId` (the widget's id in Jivo's admin), `scriptOrigin` (optional: another origin of
 * the same files, an https mirror or a path on this site such as the demo's `/demo/chat/jivosite`;
 * JivoChat's own by default). The support page opens it with `jivo_api.open()`.
 */
export const jivoSite: ChatProvider = {
  type: 'jivoSite',
  script(config) {
    const id = str(config.widgetId);
    const origin = scriptOrigin(config.scriptOrigin, JIVO_ORIGIN);
    return /^[A-Za-z0-9]{4,32}$/.test(id) && origin ? { src: `${origin}/script/widget/${id}` } : null;
  },
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
  open(win) {
    const answer = method(win, 'jivo_api', 'open')?.() as { result?: string } | undefined;
    return answer?.result === 'ok';
  },
  stop(win) {
    const destroy = win.jivo_destroy;
    if (typeof destroy === 'function') (destroy as () => void)();
  },
  globals: () => ['jivo_api', 'jivo_config', 'jivo_onLoadCallback', 'jivo_onOpen', 'jivo_onClose', 'jivo_destroy', 'jivo_init'],
  badge: 'jdiv',
};
