import { jivoSite } from './jivoSite';
import { loadInJsdom, resetWindow, widgetScript, win } from './testing';

afterEach(() => resetWindow(['jivo_api', 'jivo_onLoadCallback', 'jivo_destroy']));

describe('jivoSite loader', () => {
  it('loads the widget script of the widget id and sets jivo_onLoadCallback', () => {
    loadInJsdom(jivoSite, { widgetId: 'AbC123xyz' });
    expect(widgetScript()?.src).toBe('https://code.jivosite.com/script/widget/AbC123xyz');
    expect(typeof win().jivo_onLoadCallback).toBe('function');
  });

  it('starts on the vendor callback and sets the contact info and uid', async () => {
    jest.useFakeTimers();
    const handle = loadInJsdom(jivoSite, { widgetId: 'AbC123xyz' });
    const setContactInfo = jest.fn();
    const setCustomData = jest.fn();
    win().jivo_api = { setContactInfo, setCustomData, open: jest.fn() };
    (win().jivo_onLoadCallback as () => void)();
    jest.advanceTimersByTime(500);
    jest.useRealTimers();
    await expect(handle.ready).resolves.toBe(true);
    expect(setContactInfo).toHaveBeenCalledWith({ name: 'Lucky', email: 'lucky@example.com' });
    expect(setCustomData).toHaveBeenCalledWith([{ title: 'uid', content: '42' }]);
    const destroy = jest.fn();
    win().jivo_destroy = destroy;
    handle.stop();
    expect(destroy).toHaveBeenCalled();
    expect(win().jivo_api).toBeUndefined();
  });

  it('loads from the origin the config names: an https mirror or a path on this site', () => {
    expect(jivoSite.script({ widgetId: 'AbC123xyz', scriptOrigin: 'https://jivo.mirror.example:8443/' })?.src).toBe(
      'https://jivo.mirror.example:8443/script/widget/AbC123xyz',
    );
    expect(jivoSite.script({ widgetId: 'DemoChat', scriptOrigin: '/demo/chat/jivosite' })?.src).toBe('/demo/chat/jivosite/script/widget/DemoChat');
    expect(jivoSite.script({ widgetId: 'DemoChat', scriptOrigin: '' })?.src).toBe('https://code.jivosite.com/script/widget/DemoChat');
    for (const scriptOrigin of ['http://jivo.example', 'https://jivo.example/path', '//evil.example', '/demo/../x', 'javascript:alert(1)', '/a b']) {
      expect([scriptOrigin, jivoSite.script({ widgetId: 'DemoChat', scriptOrigin })]).toEqual([scriptOrigin, null]);
    }
  });

  it('opens the window with jivo_api.open() and says whether it did', () => {
    win().jivo_api = { open: jest.fn(() => ({ result: 'ok' })) };
    expect(jivoSite.open!(win())).toBe(true);
    win().jivo_api = { open: jest.fn(() => ({ result: 'fail', reason: 'Widget is hidden' })) };
    expect(jivoSite.open!(win())).toBe(false);
    delete win().jivo_api;
    expect(jivoSite.open!(win())).toBe(false);
  });

  it('refuses widget ids that are not plain', () => {
    expect(jivoSite.script({ widgetId: '../../evil' })).toBeNull();
    expect(jivoSite.script({})).toBeNull();
  });
});
