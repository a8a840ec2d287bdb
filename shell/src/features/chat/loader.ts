import type { ChatConfig, ChatLoad, ChatPlayer, ChatProvider, ChatWindow } from './types';
import { safeScriptUrl } from './settings';

/** Chat widget load retry (spec §4, §9): the vendor's API is looked for every 500 ms. */
export const CHAT_RETRY_MS = 500;
/** Two minutes of looking, then the failure is logged and the site goes on without chat. */
export const CHAT_MAX_ATTEMPTS = 240;

export interface ChatHandle {
  /** Resolves true once the widget is started, false when it never came (or was stopped first). */
  ready: Promise<boolean>;
  /** Removes the widget: vendor tear-down, script, added elements, launcher and globals. */
  stop(): void;
}

export interface LoadOptions {
  win?: ChatWindow;
  interval?: number;
  attempts?: number;
  /** Selector of the vendor's launcher, removed on stop. */
  badge?: string;
}

/**
 * Loads one provider's widget: its globals, its script (or the config's `scriptUrl`), then every
 * 500 ms looks for the vendor's API until present and starts the widget for the player.
 */
export function loadChatWidget(provider: ChatProvider, config: ChatConfig, player: ChatPlayer | null, options: LoadOptions = {}): ChatHandle {
  const win = options.win ?? (window as unknown as ChatWindow);
  const doc = win.document;
  const interval = options.interval ?? CHAT_RETRY_MS;
  const attempts = options.attempts ?? CHAT_MAX_ATTEMPTS;
  const load: ChatLoad = { loaded: false, signalled: false, elements: [] };
  const vendor = provider.script(config);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let started = false;
  let settle: (started: boolean) => void = () => undefined;
  const ready = new Promise<boolean>((resolve) => (settle = resolve));

  const fail = (message: string, error?: unknown) => {
    console.error(`[chat] ${provider.type}: ${message}`, error ?? '');
    settle(false);
  };

  let script: HTMLScriptElement | null = null;
  const src = safeScriptUrl(config.scriptUrl) ?? vendor?.src ?? null;
  if (!vendor || !src) {
    fail('config incomplete, widget not loaded');
  } else {
    try {
      provider.prepare?.(win, config, player, load);
      script = doc.createElement('script');
      script.async = true;
      script.src = src;
      if (vendor.id) script.id = vendor.id;
      script.dataset.chatWidget = provider.type;
      script.addEventListener('load', () => {
        load.loaded = true;
        check(0);
      });
      script.addEventListener('error', () => fail(`script ${src} failed to load`));
      doc.body.appendChild(script);
      timer = setTimeout(() => check(1), interval);
    } catch (error) {
      fail('setup failed', error);
    }
  }

  function check(attempt: number) {
    if (stopped || started) return;
    let isReady: boolean;
    try {
      isReady = provider.ready(win, load, config);
    } catch {
      isReady = false;
    }
    if (isReady) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      started = true;
      try {
        provider.start(win, config, player);
        settle(true);
      } catch (error) {
        fail('start failed', error);
      }
      return;
    }
    if (attempt === 0) return; // the load event: the interval keeps looking
    if (attempt >= attempts) return fail(`not ready after ${attempts} attempts`);
    timer = setTimeout(() => check(attempt + 1), interval);
  }

  return {
    ready,
    stop() {
      if (stopped) return;
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      settle(false);
      try {
        provider.stop?.(win);
      } catch (error) {
        console.error(`[chat] ${provider.type}: tear-down failed`, error);
      }
      script?.remove();
      for (const el of load.elements) el.remove();
      if (options.badge) for (const el of doc.querySelectorAll(options.badge)) el.remove();
      for (const name of provider.globals(config)) {
        try {
          delete win[name];
        } catch {
          win[name] = undefined;
        }
      }
    },
  };
}
