import { liveChat } from './liveChat';
import { loadInJsdom, resetWindow, scriptLoaded, widgetScript, win } from './testing';

afterEach(() => resetWindow(['__lc', 'LiveChatWidget', 'LC_API']));

describe('liveChat loader', () => {
  it('sets window.__lc with the license and the visitor, then loads tracking.js', () => {
    loadInJsdom(liveChat, { license: 12345 });
    expect(win().__lc).toEqual({ license: 12345, visitor: { name: 'Lucky', email: 'lucky@example.com' } });
    expect(widgetScript()?.src).toBe('https://cdn.livechatinc.com/tracking.js');
    expect(widgetScript()?.async).toBe(true);
  });

  it('identifies the player through LiveChatWidget.call once the API is there', async () => {
    const handle = loadInJsdom(liveChat, { license: '12345' });
    const call = jest.fn();
    win().LiveChatWidget = { call, on: jest.fn() };
    scriptLoaded();
    await expect(handle.ready).resolves.toBe(true);
    expect(call.mock.calls).toEqual([
      ['set_customer_name', 'Lucky'],
      ['set_customer_email', 'lucky@example.com'],
      ['set_session_variables', { uid: '42', locale: 'ru' }],
    ]);
    handle.stop();
    expect(call).toHaveBeenLastCalledWith('destroy');
    expect(win().__lc).toBeUndefined();
    expect(win().LiveChatWidget).toBeUndefined();
    expect(widgetScript()).toBeNull();
  });

  it('needs a license', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadInJsdom(liveChat, { license: 0 }).ready).resolves.toBe(false);
    expect(widgetScript()).toBeNull();
    expect(liveChat.script({ license: 'abc' })).toBeNull();
  });

  it('tells a guest nothing', async () => {
    const handle = loadInJsdom(liveChat, { license: 1 }, null);
    const call = jest.fn();
    win().LiveChatWidget = { call };
    expect(win().__lc).toEqual({ license: 1 });
    scriptLoaded();
    await handle.ready;
    expect(call).not.toHaveBeenCalled();
  });
});
