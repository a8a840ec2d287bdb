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

  it('refuses widget ids that are not plain', () => {
    expect(jivoSite.script({ widgetId: '../../evil' })).toBeNull();
    expect(jivoSite.script({})).toBeNull();
  });
});
