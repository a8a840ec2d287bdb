import { comm100 } from './comm100';
import { loadInJsdom, resetWindow, scriptLoaded, widgetScript, win } from './testing';

afterEach(() => resetWindow(['Comm100API']));

describe('comm100 loader', () => {
  it('sets Comm100API with the chat button, adds the button element and loads livechat.ashx', () => {
    loadInJsdom(comm100, { siteId: 10001, codePlan: 7 });
    expect(win().Comm100API).toEqual({
      chat_buttons: [{ code_plan: 7, div_id: 'comm100-button-7' }],
      site_id: 10001,
      main_code_plan: 7,
      onReady: expect.any(Function),
    });
    expect(document.getElementById('comm100-button-7')).not.toBeNull();
    expect(widgetScript()?.src).toBe('https://chatserver.comm100.com/livechat.ashx?siteId=10001');
  });

  it('names the visitor once the API is there and removes its button on stop', async () => {
    const handle = loadInJsdom(comm100, { siteId: 10001, codePlan: 7 });
    const set = jest.fn();
    (win().Comm100API as Record<string, unknown>).set = set;
    scriptLoaded();
    await expect(handle.ready).resolves.toBe(true);
    expect(set.mock.calls).toEqual([
      ['livechat.visitor.name', 'Lucky'],
      ['livechat.visitor.email', 'lucky@example.com'],
    ]);
    handle.stop();
    expect(document.getElementById('comm100-button-7')).toBeNull();
    expect(win().Comm100API).toBeUndefined();
  });

  it('needs a site id and a code plan', () => {
    expect(comm100.script({ siteId: 1 })).toBeNull();
    expect(comm100.script({ codePlan: 1 })).toBeNull();
  });
});
