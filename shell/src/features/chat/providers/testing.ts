import { loadChatWidget, type ChatHandle } from '../loader';
import type { ChatConfig, ChatPlayer, ChatProvider, ChatWindow } from '../types';

export const PLAYER: ChatPlayer = { uid: 42, name: 'Lucky', email: 'lucky@example.com', locale: 'ru' };

export const win = () => window as unknown as ChatWindow;

/** The widget's script element, as the loader added it. */
export function widgetScript(): HTMLScriptElement | null {
  return document.querySelector('script[data-chat-widget]');
}

/** Loads a provider in jsdom (which never fetches the script), then plays the vendor's part. */
export function loadInJsdom(provider: ChatProvider, config: ChatConfig, player: ChatPlayer | null = PLAYER): ChatHandle {
  return loadChatWidget(provider, config, player, { badge: provider.badge });
}

/** Fires the script's load event, as the browser would after the vendor's script ran. */
export function scriptLoaded(): void {
  widgetScript()?.dispatchEvent(new Event('load'));
}

export function resetWindow(names: string[]): void {
  for (const name of names) delete (window as unknown as Record<string, unknown>)[name];
  document.body.innerHTML = '';
}
