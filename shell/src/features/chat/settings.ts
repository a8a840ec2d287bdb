import { stripLocale, type AccountInfo, type ContentConfig, type Locale } from '@casino/shared';
import { isChatType, type ChatConfig, type ChatPlayer, type ChatProvider, type ChatType } from './types';

export interface ChatSettings {
  type: ChatType;
  config: ChatConfig;
}

const obj = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/**
 * The chat of the `prazer-config` section (spec §3: chat type plus per-provider config):
 * `{ type, isEnabled, providers: { [type]: config } }`. Null when off or of an unknown type.
 */
export function chatSettingsFrom(config: ContentConfig): ChatSettings | null {
  const chat = obj(config['prazer-config']?.chat);
  if (!chat || chat.isEnabled === false || !isChatType(chat.type)) return null;
  const providerConfig = obj(obj(chat.providers)?.[chat.type]) ?? obj(chat.config) ?? {};
  return { type: chat.type, config: providerConfig };
}

/** A script URL a config may give instead of the vendor's: https, or a path on this site. */
export function safeScriptUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (/^https:\/\/[^\s"'<>]+$/i.test(url)) return url;
  if (/^\/(?!\/)[^\s"'<>]*$/.test(url)) return url;
  return null;
}

/** The launcher selector of a config, when it is a plain selector list; else the provider's. */
export function badgeSelector(provider: ChatProvider, config: ChatConfig): string {
  const custom = typeof config.badgeSelector === 'string' ? config.badgeSelector.trim() : '';
  return custom && custom.length <= 300 && !/[{}<>;@\\]/.test(custom) ? custom : provider.badge;
}

/** The chat badge is hidden on betting and game pages (spec §2). */
export function chatBadgeHidden(pathname: string): boolean {
  return /^\/(betting|game)(\/|$)/.test(stripLocale(pathname));
}

/** A rule that hides the launcher while `<html data-chat-badge="hidden">`, also for elements added later. */
export function badgeCss(selector: string): string {
  return `html[data-chat-badge="hidden"] :is(${selector}) { display: none !important; }`;
}

const PHONE = /^\+?\d{7,15}$/;

/** What the chat is told about a signed-in player; null for guests. */
export function chatPlayerOf(account: Pick<AccountInfo, 'uid' | 'login' | 'fakename'> | null | undefined, locale: Locale): ChatPlayer | null {
  if (!account || account.uid <= 0) return null;
  const login = account.login.trim();
  return {
    uid: account.uid,
    name: account.fakename?.trim() || login,
    locale,
    ...(login.includes('@') ? { email: login } : {}),
    ...(PHONE.test(login.replace(/[\s()-]/g, '')) ? { phone: login } : {}),
  };
}

/** A stable key of the settings: the widget reloads only when it changes. */
export function settingsKey(settings: ChatSettings | null): string {
  return settings ? `${settings.type}:${JSON.stringify(settings.config)}` : '';
}
