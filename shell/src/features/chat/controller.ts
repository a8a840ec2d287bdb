import { registerChatOpener } from '../../platform/chat-open';
import { CHAT_PROVIDERS } from './providers';
import { loadChatWidget, type ChatHandle } from './loader';
import { badgeCss, badgeSelector, settingsKey, type ChatSettings } from './settings';
import type { ChatPlayer, ChatWindow } from './types';

const STYLE_ID = 'chat-badge-style';

/**
 * The page's one chat widget. Settings or player changes reload it; so do sign-in, registration
 * and sign-out (spec §4). Reload requests that come together (the auth event and the session
 * update it causes) are merged into one.
 */
export class ChatController {
  private handle: ChatHandle | null = null;
  private key = '';
  private uid: number | null = null;
  private settings: ChatSettings | null = null;
  private player: ChatPlayer | null = null;
  private pending: ReturnType<typeof setTimeout> | undefined;
  private force = false;
  /** Where the current widget is: on its way, started, or failed (config incomplete, vendor never came). */
  private state: 'loading' | 'started' | 'failed' = 'loading';
  /** The chat was asked to open while the widget was on its way: it opens once started. */
  private openWhenStarted = false;

  constructor(
    private readonly doc: Document = document,
    private readonly settleMs = 50,
  ) {}

  /** The current settings and player; reloads when either changed. */
  update(settings: ChatSettings | null, player: ChatPlayer | null): void {
    this.settings = settings;
    this.player = player;
    this.schedule();
  }

  /** Reloads the widget even when nothing changed (after sign-in, registration, sign-out). */
  reload(): void {
    this.force = true;
    this.schedule();
  }

  /** Hides or shows the launcher (spec §2: hidden on betting and game pages). */
  setBadgeHidden(hidden: boolean): void {
    if (hidden) this.doc.documentElement.dataset.chatBadge = 'hidden';
    else delete this.doc.documentElement.dataset.chatBadge;
  }

  /** Removes the widget (tests, or the content service switching chat off). */
  stop(): void {
    if (this.pending !== undefined) clearTimeout(this.pending);
    this.pending = undefined;
    this.handle?.stop();
    this.handle = null;
    this.key = '';
    this.uid = null;
    this.openWhenStarted = false;
    this.doc.getElementById(STYLE_ID)?.remove();
  }

  /**
   * Opens the chat window (the support page's button) through the vendor's API, or by clicking its
   * launcher. A widget still on its way (a reload after sign-in, the first load) opens once started.
   * False when there is no chat: switched off, or its widget failed to load.
   */
  open(): boolean {
    if (!this.settings) return false;
    if (this.pending === undefined && (!this.handle || this.state === 'failed')) return false;
    if (this.pending === undefined && this.state === 'started') return this.openNow();
    this.openWhenStarted = true;
    return true;
  }

  get widget(): ChatHandle | null {
    return this.handle;
  }

  private schedule(): void {
    if (this.pending !== undefined) clearTimeout(this.pending);
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.apply();
      this.openIfAsked();
    }, this.settleMs);
  }

  private apply(): void {
    const key = settingsKey(this.settings);
    const uid = this.player?.uid ?? null;
    const force = this.force;
    this.force = false;
    if (!force && key === this.key && uid === this.uid) return;
    this.handle?.stop();
    this.handle = null;
    this.key = key;
    this.uid = uid;
    if (!this.settings) {
      this.doc.getElementById(STYLE_ID)?.remove();
      return;
    }
    const provider = CHAT_PROVIDERS[this.settings.type];
    const badge = badgeSelector(provider, this.settings.config);
    this.installBadgeStyle(badge);
    const handle = loadChatWidget(provider, this.settings.config, this.player, { badge });
    this.handle = handle;
    this.state = 'loading';
    void handle.ready.then((started) => {
      if (handle !== this.handle) return;
      this.state = started ? 'started' : 'failed';
      this.openIfAsked();
    });
  }

  /** Opens the window asked for while the widget was on its way, once it started; forgets it when none will. */
  private openIfAsked(): void {
    if (!this.openWhenStarted || this.pending !== undefined || (this.handle && this.state === 'loading')) return;
    this.openWhenStarted = false;
    if (this.handle && this.state === 'started') this.openNow();
  }

  private openNow(): boolean {
    if (!this.settings) return false;
    const provider = CHAT_PROVIDERS[this.settings.type];
    try {
      if (provider.open?.(this.doc.defaultView as unknown as ChatWindow)) return true;
    } catch (error) {
      console.error(`[chat] ${provider.type}: open failed`, error);
    }
    const launcher = this.doc.querySelector<HTMLElement>(badgeSelector(provider, this.settings.config));
    if (!launcher) return false;
    launcher.click();
    return true;
  }

  private installBadgeStyle(selector: string): void {
    let style = this.doc.getElementById(STYLE_ID) as HTMLStyleElement | null;
    if (!style) {
      style = this.doc.createElement('style');
      style.id = STYLE_ID;
      this.doc.head.appendChild(style);
    }
    style.textContent = badgeCss(selector);
  }
}

/** The page's controller: components come and go (a language switch remounts them), the widget stays. */
export const chatController = new ChatController();
registerChatOpener(() => chatController.open());
