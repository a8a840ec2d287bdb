import { currentBuildId, guardedReload, latestBuildId, mayReload, registerServiceWorker, RELOAD_GUARD_MS, watchBuilds } from './builds';

function answerOf(text: string, status: number): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) as unknown } as unknown as Response;
}

describe('reload guard (spec §9: 10 s)', () => {
  it('allows a reload only 10 s after the last one', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload(50_000, null)).toBe(true);
    expect(mayReload(50_000, 45_000)).toBe(false);
    expect(mayReload(50_000, 40_001)).toBe(false);
    expect(mayReload(50_000, 40_000)).toBe(true);
    expect(mayReload(50_000, 60_000)).toBe(true); // a clock that went back does not lock reloads
  });

  it('guardedReload reloads and remembers when, then refuses within 10 s', () => {
    const storage = new Map<string, string>();
    const win = {
      sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) } as Storage,
      location: { reload: jest.fn() } as unknown as Location,
    };
    expect(guardedReload(win, 100_000)).toBe(true);
    expect(guardedReload(win, 105_000)).toBe(false);
    expect(guardedReload(win, 110_000)).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });
});

describe('builds', () => {
  it("reads the page's build id from index.html", () => {
    document.head.innerHTML = '<meta name="shell-build" content="abc123">';
    expect(currentBuildId(document)).toBe('abc123');
    document.head.innerHTML = '';
    expect(currentBuildId(document)).toBeNull();
  });

  it('asks /builds/latest.json without caches and logs failures', async () => {
    const fetchImpl = jest.fn(async () => answerOf('{"id":"new1"}', 200));
    await expect(latestBuildId(fetchImpl)).resolves.toBe('new1');
    expect(fetchImpl).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store', credentials: 'same-origin' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(latestBuildId(async () => answerOf('oops', 502))).resolves.toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('tells once when a new build is live, checking on an interval and when the page is shown again', async () => {
    jest.useFakeTimers();
    let live = 'old';
    const fetchImpl = jest.fn(async () => answerOf(JSON.stringify({ id: live }), 200));
    const onNewBuild = jest.fn();
    const stop = watchBuilds({ current: 'old', onNewBuild, fetchImpl, interval: 1000 });
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();
    live = 'new';
    jest.setSystemTime(Date.now() + 61_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledWith('new');
    await jest.advanceTimersByTimeAsync(5000);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
    jest.useRealTimers();
  });

  it('does not watch without a build id of its own', () => {
    const fetchImpl = jest.fn();
    watchBuilds({ current: null, onNewBuild: jest.fn(), fetchImpl })();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site in a secure context', async () => {
    const register = jest.fn(async () => ({}));
    const nav = { serviceWorker: { register } } as unknown as Navigator;
    await expect(registerServiceWorker(nav, true)).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await expect(registerServiceWorker(nav, false)).resolves.toBe(false);
    await expect(registerServiceWorker({} as Navigator, true)).resolves.toBe(false);
  });

  it('logs a failed registration only', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const nav = { serviceWorker: { register: async () => Promise.reject(new Error('denied')) } } as unknown as Navigator;
    await expect(registerServiceWorker(nav, true)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('[sw] registration failed', expect.any(Error));
  });
});
