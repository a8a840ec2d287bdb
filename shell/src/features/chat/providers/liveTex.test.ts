import { liveTex } from './liveTex';
import { loadInJsdom, resetWindow, widgetScript, win } from './testing';

afterEach(() => resetWindow(['liveTex', 'liveTexID', 'liveTex_object', 'LiveTex']));

describe('live_tex loader', () => {
  it('sets liveTex, liveTexID, liveTex_object and LiveTex.onLiveTexReady, then loads client.js', () => {
    loadInJsdom(liveTex, { liveTexID: 98765 });
    expect(win().liveTex).toBe(true);
    expect(win().liveTexID).toBe(98765);
    expect(win().liveTex_object).toBe(true);
    expect(typeof (win().LiveTex as { onLiveTexReady: unknown }).onLiveTexReady).toBe('function');
    expect(widgetScript()?.src).toBe('https://cs15.livetex.ru/js/client.js');
  });

  it('starts when LiveTex says it is ready and names the player', async () => {
    jest.useFakeTimers();
    const handle = loadInJsdom(liveTex, { liveTexID: '98765' });
    const LiveTex = win().LiveTex as Record<string, unknown>;
    const setName = jest.fn();
    LiveTex.setName = setName;
    (LiveTex.onLiveTexReady as () => void)();
    jest.advanceTimersByTime(500);
    jest.useRealTimers();
    await expect(handle.ready).resolves.toBe(true);
    expect(setName).toHaveBeenCalledWith('Lucky');
    handle.stop();
    expect(win().liveTexID).toBeUndefined();
  });

  it('needs a numeric id', () => {
    expect(liveTex.script({ liveTexID: 'x' })).toBeNull();
  });
});
