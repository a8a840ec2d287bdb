import { runInNewContext } from 'node:vm';
import { serviceWorkerScript, shellEntryFiles } from './sw';

const PAGE =
  '<!doctype html><html lang="uz"><head><meta name="shell-build" content="b1"><link href="/main.1a2b3c4d.css" rel="stylesheet">' +
  '<link rel="preload" href="/remotes.json" as="fetch"><link rel="icon" href="/favicon.svg"></head>' +
  '<body><div id="root"></div><script defer="defer" src="/main.js"></script><script src="https://cdn.example/x.js"></script></body></html>';

describe('shellEntryFiles', () => {
  it("lists the page's own scripts and style sheets", () => {
    expect(shellEntryFiles(PAGE)).toEqual(['/main.js', '/main.1a2b3c4d.css']);
  });
});

interface FakeResponse {
  ok: boolean;
  type: string;
  body: string;
  clone(): FakeResponse;
}

const response = (body: string): FakeResponse => ({ ok: true, type: 'basic', body, clone: () => response(body) });
const key = (r: string | { url: string }) => new URL(typeof r === 'string' ? r : r.url, 'http://localhost').pathname;

/** Runs the worker script against in-memory caches and a controllable network. */
function worker(buildId: string) {
  const stores = new Map<string, Map<string, FakeResponse>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      addAll: async (urls: string[]) => urls.forEach((u) => store.set(key(u), response(`net:${key(u)}`))),
      put: async (r: { url: string }, res: FakeResponse) => void store.set(key(r), res),
      match: async (r: string | { url: string }) => store.get(key(r)),
    };
  };
  const network = { online: true, requests: [] as string[] };
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: 'http://localhost' },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    skipWaiting: jest.fn(async () => undefined),
    clients: { claim: jest.fn(async () => undefined) },
  };
  runInNewContext(serviceWorkerScript(buildId, ['/main.js', '/main.1a2b3c4d.css']), {
    self,
    URL,
    Promise,
    caches: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
    fetch: async (r: { url: string }) => {
      network.requests.push(key(r));
      if (!network.online) throw new TypeError('Failed to fetch');
      return response(`net:${key(r)}`);
    },
    Response: { error: () => ({ ok: false, type: 'error', body: '' }) },
  });

  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  /** Answers what the worker answers, or null when it leaves the request to the browser. */
  const request = async (url: string, init: { method?: string; mode?: string } = {}) => {
    let answer: Promise<FakeResponse> | null = null;
    listeners.get('fetch')!({
      request: { url: new URL(url, 'http://localhost').href, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
      respondWith: (p: Promise<FakeResponse>) => (answer = p),
    });
    return answer ? ((await answer) as FakeResponse) : null;
  };
  return { stores, network, self, lifecycle, request };
}

describe('service worker', () => {
  it('caches the shell page and entry files in a cache of its build on install', async () => {
    const sw = worker('b1');
    await sw.lifecycle('install');
    expect([...sw.stores.keys()]).toEqual(['shell-b1']);
    expect([...sw.stores.get('shell-b1')!.keys()]).toEqual(['/', '/main.js', '/main.1a2b3c4d.css']);
    expect(sw.self.skipWaiting).toHaveBeenCalled();
  });

  it("deletes other builds' caches on activate and keeps caches it does not own", async () => {
    const sw = worker('b2');
    sw.stores.set('shell-b1', new Map());
    sw.stores.set('other-cache', new Map());
    await sw.lifecycle('install');
    await sw.lifecycle('activate');
    expect([...sw.stores.keys()].sort()).toEqual(['other-cache', 'shell-b2']);
    expect(sw.self.clients.claim).toHaveBeenCalled();
  });

  it.each([
    '/api/account.getInfo?v=2.34',
    '/nfx/cms-config/uz',
    '/content/seo-head?path=%2F',
    '/remotes.json',
    '/releases/casino/0.1.0-abc/remoteEntry.js',
    '/releases/casino/0.1.0-abc/mf-manifest.json',
    '/builds/latest.json',
    '/hit?referer=',
    '/sw.js',
    'https://cdn.example/chunk.1a2b3c4d.js',
    '/favicon.ico',
  ])('leaves %s to the network', async (url) => {
    const sw = worker('b1');
    await sw.lifecycle('install');
    expect(await sw.request(url)).toBeNull();
  });

  it('leaves requests other than GET alone', async () => {
    const sw = worker('b1');
    expect(await sw.request('/main.1a2b3c4d.css', { method: 'POST' })).toBeNull();
  });

  it('serves hashed files from the cache once fetched', async () => {
    const sw = worker('b1');
    await sw.lifecycle('install');
    expect((await sw.request('/releases/casino/0.1.0-abc/412.0badc0de.js'))?.body).toBe('net:/releases/casino/0.1.0-abc/412.0badc0de.js');
    sw.network.online = false;
    expect((await sw.request('/releases/casino/0.1.0-abc/412.0badc0de.js'))?.body).toBe('net:/releases/casino/0.1.0-abc/412.0badc0de.js');
    expect(sw.network.requests).toEqual(['/releases/casino/0.1.0-abc/412.0badc0de.js']);
  });

  it('asks the network for pages and entry files first and falls back to the cache offline', async () => {
    const sw = worker('b1');
    await sw.lifecycle('install');
    expect((await sw.request('/ru/gamehall', { mode: 'navigate' }))?.body).toBe('net:/ru/gamehall');
    expect((await sw.request('/main.js'))?.body).toBe('net:/main.js');
    sw.network.online = false;
    expect((await sw.request('/ru/gamehall', { mode: 'navigate' }))?.body).toBe('net:/');
    expect((await sw.request('/main.js'))?.body).toBe('net:/main.js');
    expect(await sw.request('/not-cached.js')).toBeNull();
  });
});
