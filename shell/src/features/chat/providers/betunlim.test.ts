import { betunlim } from './betunlim';
import { loadInJsdom, resetWindow, scriptLoaded, widgetScript, win } from './testing';

afterEach(() => resetWindow(['BetunlimSettings', 'BetunlimChat']));

describe('betunlim loader', () => {
  const config = {
    scriptUrl: 'https://chat.operator.example/widget.js',
    globals: { BetunlimSettings: { brand: 'silk' }, 'not valid': 1 },
    readyGlobal: 'BetunlimChat',
    identify: 'BetunlimChat.identify',
  };

  it('sets the configured globals and loads the configured script', () => {
    loadInJsdom(betunlim, config);
    expect(win().BetunlimSettings).toEqual({ brand: 'silk' });
    expect(win()['not valid']).toBeUndefined();
    expect(widgetScript()?.src).toBe('https://chat.operator.example/widget.js');
  });

  it('waits for the ready global and identifies the player through the configured function', async () => {
    const handle = loadInJsdom(betunlim, config);
    const identify = jest.fn(function (this: unknown) {
      return this;
    });
    const api = { identify };
    win().BetunlimChat = api;
    scriptLoaded();
    await expect(handle.ready).resolves.toBe(true);
    expect(identify).toHaveBeenCalledWith({ uid: 42, name: 'Lucky', email: 'lucky@example.com', locale: 'ru' });
    expect(identify.mock.results[0]?.value).toBe(api);
    handle.stop();
    expect(win().BetunlimChat).toBeUndefined();
    expect(win().BetunlimSettings).toBeUndefined();
  });

  it('without a ready global, starts on the script load event', async () => {
    const handle = loadInJsdom(betunlim, { scriptUrl: '/chat/widget.js' }, null);
    scriptLoaded();
    await expect(handle.ready).resolves.toBe(true);
  });

  it('needs a script url', () => {
    expect(betunlim.script({})).toBeNull();
  });
});
