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
  delete win().jivo_api;
  delete win().jivo_onLoadCallback;
});

const jivo = { type: 'jivoSite' as const, config: { widgetId: 'DemoChat', scriptOrigin: '/demo/chat/jivosite' } };

/** Plays JivoChat's script: its API, then its load callback; the API's `open` answers as Jivo's does. */
function jivoArrives(): jest.Mock {
  const open = jest.fn(() => ({ result: 'ok' }));
  win().jivo_api = { open, setContactInfo: jest.fn(), setCustomData: jest.fn() };
  (win().jivo_onLoadCallback as () => void)();
  return open;
}

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

  it("opens the chat through the vendor's API once started, also when asked while it was on its way", async () => {
    controller.update(jivo, null);
    expect(controller.open()).toBe(true);
    await jest.advanceTimersByTimeAsync(50);
    expect(scripts()[0]?.getAttribute('src')).toBe('/demo/chat/jivosite/script/widget/DemoChat');
    const open = jivoArrives();
    expect(open).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(500);
    expect(open).toHaveBeenCalledTimes(1);
    expect(controller.open()).toBe(true);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('opens once the widget reloaded after sign-in, not the one it replaced', async () => {
    controller.update(jivo, null);
    await jest.advanceTimersByTimeAsync(50);
    const first = jivoArrives();
    await jest.advanceTimersByTimeAsync(500);
    controller.reload();
    controller.update(jivo, player);
    expect(controller.open()).toBe(true);
    await jest.advanceTimersByTimeAsync(50);
    const second = jivoArrives();
    await jest.advanceTimersByTimeAsync(500);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('clicks the launcher of a vendor without an open call', async () => {
    controller.update(settings, null);
    await jest.advanceTimersByTimeAsync(50);
    const launcher = document.createElement('div');
    launcher.id = 'chat-widget-container';
    const click = jest.fn();
    launcher.addEventListener('click', click);
    document.body.append(launcher);
    win().LiveChatWidget = { call: jest.fn() };
    scripts()[0]!.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(0);
    expect(controller.open()).toBe(true);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('says there is no chat when it is off or its widget cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(controller.open()).toBe(false);
    controller.update({ type: 'jivoSite', config: { widgetId: 'DemoChat', scriptOrigin: 'javascript:alert(1)' } }, null);
    await jest.advanceTimersByTimeAsync(50);
    expect(scripts()).toHaveLength(0);
    expect(controller.open()).toBe(false);
    controller.update(null, null);
    await jest.advanceTimersByTimeAsync(50);
    expect(controller.open()).toBe(false);
  });

  it('marks the page while the badge is hidden', () => {
    controller.setBadgeHidden(true);
    expect(document.documentElement.dataset.chatBadge).toBe('hidden');
    controller.setBadgeHidden(false);
    expect(document.documentElement.dataset.chatBadge).toBeUndefined();
  });
});
