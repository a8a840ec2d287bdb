import type { ChatProvider, ChatWindow } from '../types';
import { defined, str } from './util';

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][]; queued?: true };

const api = (win: ChatWindow) => win.Verbox as Queue | undefined;

/**
 * Verbox: `supportAPIMethod = 'Verbox'` and a queue stub `Verbox(...)` before support.js loads
 * (script id `supportScript`); the vendor's script replaces the stub with the real API.
 */
export const verbox: ChatProvider = {
  type: 'verbox',
  script: (config) =>
    /^[a-f0-9]{32}$/i.test(str(config.id)) ? { src: `https://admin.verbox.ru/support/support.js?h=${str(config.id)}`, id: 'supportScript' } : null,
  prepare(win) {
    win.supportAPIMethod = 'Verbox';
    const stub: Queue = function (...args: unknown[]) {
      (stub.q = stub.q ?? []).push(args);
    };
    stub.queued = true;
    win.Verbox = stub;
  },
  ready: (win) => typeof api(win) === 'function' && api(win)!.queued !== true,
  start(win, _config, player) {
    if (!player) return;
    api(win)!('setClientInfo', defined({ name: player.name, email: player.email, phone: player.phone, uid: String(player.uid) }));
  },
  globals: () => ['Verbox', 'supportAPIMethod'],
  badge: '#supportTrigger, [id^="verbox"], [class^="verbox"]',
};
