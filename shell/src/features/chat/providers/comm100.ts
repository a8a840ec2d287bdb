import type { ChatProvider } from '../types';
import { method, positiveInt } from './util';

const buttonId = (codePlan: number) => `comm100-button-${codePlan}`;

/**
 * Comm100: `window.Comm100API = { chat_buttons: [{ code_plan, div_id }], site_id, main_code_plan }`,
 * a `<div id="comm100-button-N">`, then livechat.ashx of the site id.
 */
export const comm100: ChatProvider = {
  type: 'comm100',
  script: (config) =>
    positiveInt(config.siteId) && positiveInt(config.codePlan)
      ? { src: `https://chatserver.comm100.com/livechat.ashx?siteId=${positiveInt(config.siteId)}` }
      : null,
  prepare(win, config, _player, load) {
    const codePlan = positiveInt(config.codePlan)!;
    win.Comm100API = {
      chat_buttons: [{ code_plan: codePlan, div_id: buttonId(codePlan) }],
      site_id: positiveInt(config.siteId),
      main_code_plan: codePlan,
      onReady() {
        load.signalled = true;
      },
    };
    const doc = win.document;
    if (!doc.getElementById(buttonId(codePlan))) {
      const div = doc.createElement('div');
      div.id = buttonId(codePlan);
      doc.body.appendChild(div);
      load.elements.push(div);
    }
  },
  ready: (win, load) => load.signalled || !!method(win, 'Comm100API', 'set'),
  start(win, _config, player) {
    if (!player) return;
    const set = method(win, 'Comm100API', 'set');
    set?.('livechat.visitor.name', player.name);
    if (player.email) set?.('livechat.visitor.email', player.email);
  },
  globals: () => ['Comm100API'],
  badge: '[id^="comm100-"]',
};
