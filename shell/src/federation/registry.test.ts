import { areaOwner, areaPrefixes, fetchRegistry, inlineRegistry, INLINE_REGISTRY_ID, parseRegistry, type RegistryState } from './registry';
import { sendBeacon } from './beacon';

const entry = (name: string, prefixes: string[]) => ({
  name,
  release: '1.0.0-abc',
  version: '1.0.0',
  entry: `/releases/${name}/1.0.0-abc/remoteEntry.js`,
  prefixes,
  contract: 1,
});

describe('registry document', () => {
  it('keeps well-formed entries and drops the rest, so one bad entry hides nothing else', () => {
    const doc = parseRegistry({
      remotes: [entry('casino', ['gamehall']), { name: 'unknown', entry: 'x' }, entry('cashier', ['cash ier']), null],
    });
    expect(doc.remotes.map((r) => r.name)).toEqual(['casino']);
  });

  it('refuses a document without a remotes list', () => {
    expect(() => parseRegistry({})).toThrow('no remotes list');
  });

  it('a failed fetch leaves an empty registry marked as failed', async () => {
    const state = await fetchRegistry(async () => new Response('down', { status: 503 }));
    expect(state).toEqual({ doc: { remotes: [] }, failed: true });
  });

  it('reads the registry the server rendered into the page', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = INLINE_REGISTRY_ID;
    script.textContent = JSON.stringify({ remotes: [entry('casino', ['gamehall']), { name: 'bad' }], refreshSeconds: 30 });
    document.body.append(script);
    try {
      expect(inlineRegistry()).toEqual({ doc: { remotes: [entry('casino', ['gamehall'])], refreshSeconds: 30 }, failed: false });
    } finally {
      script.remove();
    }
  });

  it('no inline registry, or an unreadable one, means fetching it', () => {
    expect(inlineRegistry()).toBeNull();
    const broken = { getElementById: () => Object.assign(document.createElement('script'), { textContent: '{"remotes":' }) };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(inlineRegistry(broken)).toBeNull();
  });

  it('fetches /remotes.json by absolute path, revalidating', async () => {
    const calls: [RequestInfo | URL, RequestInit | undefined][] = [];
    await fetchRegistry(async (url, init) => {
      calls.push([url, init]);
      return new Response(JSON.stringify({ remotes: [entry('casino', ['gamehall'])] }));
    });
    expect(calls[0]?.[0]).toBe('/remotes.json');
    expect(calls[0]?.[1]?.cache).toBe('no-cache');
  });
});

describe('served tokens', () => {
  it('keeps the token the registry hands out with each entry', () => {
    const doc = parseRegistry({ remotes: [{ ...entry('casino', ['gamehall']), token: '123.10.signed' }] });
    expect(doc.remotes[0]?.token).toBe('123.10.signed');
  });

  it('sends a failure report with its token', () => {
    const sent: string[] = [];
    const original = globalThis.fetch;
    // jsdom has no sendBeacon: the report goes through fetch.
    globalThis.fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(String(init?.body));
      return { ok: true } as Response;
    }) as typeof fetch;
    try {
      sendBeacon({ remote: 'casino', release: '1.0.0-abc', kind: 'load', message: 'chunk failed', token: '123.10.signed' });
    } finally {
      globalThis.fetch = original;
    }
    expect(JSON.parse(sent[0]!)).toMatchObject({ remote: 'casino', release: '1.0.0-abc', token: '123.10.signed' });
  });
});

describe('area owners', () => {
  const state: RegistryState = { doc: parseRegistry({ remotes: [entry('casino', ['gamehall', 'slots-new'])] }), failed: false };

  it('the registry decides which remote serves a prefix', () => {
    expect(areaOwner('slots-new', state)).toBe('casino');
    expect(areaOwner('gamehall', state)).toBe('casino');
  });

  it('known areas still resolve when their remote is missing, so the area shows its fallback, not a 404', () => {
    expect(areaOwner('cashier', state)).toBe('cashier');
    expect(areaOwner('support', state)).toBeNull();
  });

  it('lists every prefix with its owner', () => {
    const prefixes = areaPrefixes(state);
    expect(prefixes.get('slots-new')).toBe('casino');
    expect(prefixes.get('offers')).toBe('promotions');
  });
});
