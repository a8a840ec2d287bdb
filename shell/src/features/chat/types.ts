import type { Locale } from '@casino/shared';

/** Chat providers of spec §1 (`chat type` in the `prazer-config` section). */
export const CHAT_TYPES = ['live_tex', 'freshChat', 'liveChat', 'verbox', 'betunlim', 'jivoSite', 'comm100'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

export function isChatType(value: unknown): value is ChatType {
  return typeof value === 'string' && (CHAT_TYPES as readonly string[]).includes(value);
}

/** The provider's own settings from the content service (license, token, widget id, …). */
export type ChatConfig = Record<string, unknown>;

/** Who the player is, for the operator's side of the chat. */
export interface ChatPlayer {
  uid: number;
  name: string;
  email?: string;
  phone?: string;
  locale: Locale;
}

/** The page's window as the vendors' scripts see it: a bag of globals. */
export type ChatWindow = Window & Record<string, unknown>;

/** What one load of a widget knows about itself. */
export interface ChatLoad {
  /** The script element fired `load`. */
  loaded: boolean;
  /** Set by a vendor's own ready callback, where it has one. */
  signalled: boolean;
  /** Elements the loader added for the vendor (containers), removed on reload. */
  elements: Element[];
}

export interface ChatProvider {
  type: ChatType;
  /** The vendor's script for this config, or null when the config lacks what the vendor needs. */
  script(config: ChatConfig): { src: string; id?: string } | null;
  /** Globals and elements the vendor expects before its script runs. */
  prepare?(win: ChatWindow, config: ChatConfig, player: ChatPlayer | null, load: ChatLoad): void;
  /** True once the vendor's API is there. */
  ready(win: ChatWindow, load: ChatLoad, config: ChatConfig): boolean;
  /** Runs once ready: initialise the widget and tell it who the player is. */
  start(win: ChatWindow, config: ChatConfig, player: ChatPlayer | null): void;
  /** Opens the chat window through the vendor's API, once started; true when it opened. Else the launcher is clicked. */
  open?(win: ChatWindow): boolean;
  /** The vendor's own tear-down before a reload. */
  stop?(win: ChatWindow): void;
  /** Globals set by `prepare` or the vendor's script, removed on reload. */
  globals(config: ChatConfig): string[];
  /** Elements of the vendor's launcher ("badge"): hidden on betting and game pages. */
  badge: string;
}

/** Settings a config may give every provider: a self-hosted copy of the script, another launcher. */
export interface CommonChatConfig {
  scriptUrl?: string;
  badgeSelector?: string;
}
