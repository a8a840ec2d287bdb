import type { ChatConfig, ChatProvider, ChatWindow } from '../types';
import { str } from './util';

const IDENT = /^[A-Za-z_$][\w$]*$/;
const PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

function globalsOf(config: ChatConfig): Record<string, unknown> {
  const globals = config.globals;
  if (!globals || typeof globals !== 'object' || Array.isArray(globals)) return {};
  return Object.fromEntries(Object.entries(globals).filter(([name]) => IDENT.test(name)));
}

function lookup(win: ChatWindow, path: string): unknown {
  return path.split('.').reduce<unknown>((o, key) => (o == null ? undefined : (o as Record<string, unknown>)[key]), win);
}

/**
 * Betunlim: the operator's own widget, with no public embed. The config names everything:
 * `scriptUrl`, `globals` to set before it loads, `readyGlobal` (present once loaded; else the
 * script's load event), `identify` (a function path called with the player) and `badgeSelector`.
 */
export const betunlim: ChatProvider = {
  type: 'betunlim',
  script: (config) => (str(config.scriptUrl) ? { src: str(config.scriptUrl) } : null),
  prepare(win, config) {
    for (const [name, value] of Object.entries(globalsOf(config))) win[name] = value;
  },
  ready(win, load, config) {
    const readyGlobal = str(config.readyGlobal);
    return PATH.test(readyGlobal) ? lookup(win, readyGlobal) !== undefined : load.loaded;
  },
  start(win, config, player) {
    const path = str(config.identify);
    if (!player || !PATH.test(path)) return;
    const dot = path.lastIndexOf('.');
    const owner = dot < 0 ? win : lookup(win, path.slice(0, dot));
    const fn = lookup(win, path);
    if (typeof fn === 'function') (fn as (p: unknown) => void).call(owner, { ...player });
  },
  globals: (config) => [...Object.keys(globalsOf(config)), ...(IDENT.test(str(config.readyGlobal)) ? [str(config.readyGlobal)] : [])],
  badge: '[data-betunlim-chat]',
};
