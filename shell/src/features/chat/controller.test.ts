import { ChatController } from './controller';
import type { ChatPlayer, ChatWindow } from './types';

const win = () => window as unknown as ChatWindow;
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]')];
const settings = { type: 'liveChat' as const, config: { license: 5 } };
const player: ChatPlayer = { uid: 3, name: 'P', locale: 'uz' };

let controller: ChatController;

beforeEach(() => {
  jest.useFakeTimers();
  controller = new ChatController(document, 50);
});
afterEach(() => {
  controller.stop();
  jest.useRealTimers();
  document.body.innerHTML = '';
  delete win().LiveChatWidget;
});

describe('ChatController', () => {
  it('loads the configured widget and its badge rule', () => {
    controller.update(settings, null);
    jest.advanceTimersByTime(50);
    expect(scripts().map((s) => s.dataset.chatWidget)).toEqual(['liveChat']);
    expect(document.getElementById('chat-badge-style')?.textContent).toContain('#chat-widget-container');
  });

  it('reloads on sign-in, merging the auth event with the session update it causes', () => {
    controller.update(settings, null);
    jest.advanceTimersByTime(50);
    const first = scripts()[0];
    controller.reload();
    controller.update(settings, player);
    jest.advanceTimersByTime(50);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).not.toBe(first);
    expect(win().__lc).toEqual({ license: 5, visitor: { name: 'P' } });
  });

  it('reloads on an auth event even when the player looks the same (sign-out and back)', () => {
    controller.update(settings, player);
    jest.advanceTimersByTime(50);
    const first = scripts()[0];
    controller.reload();
    jest.advanceTimersByTime(50);
    expect(scripts()[0]).not.toBe(first);
  });

  it('keeps the widget when nothing changed (a language switch remounting the component)', () => {
    controller.update(settings, player);
    jest.advanceTimersByTime(50);
    const first = scripts()[0];
    controller.update({ type: 'liveChat', config: { license: 5 } }, { ...player, locale: 'ru' });
    jest.advanceTimersByTime(50);
    expect(scripts()[0]).toBe(first);
  });

  it('removes the widget when the chat is switched off', () => {
    controller.update(settings, player);
    jest.advanceTimersByTime(50);
    controller.update(null, player);
    jest.advanceTimersByTime(50);
    expect(scripts()).toHaveLength(0);
    expect(document.getElementById('chat-badge-style')).toBeNull();
  });

  it('marks the page while the badge is hidden', () => {
    controller.setBadgeHidden(true);
    expect(document.documentElement.dataset.chatBadge).toBe('hidden');
    controller.setBadgeHidden(false);
    expect(document.documentElement.dataset.chatBadge).toBeUndefined();
  });
});
