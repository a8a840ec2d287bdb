/** @jest-environment node */
import { API_VERSION, createApiClient, encodeParams, itemsOf } from './client';
import { ApiError } from '../errors';
import type { Locale } from '../i18n/locales';

interface Recorded {
  url: URL;
  init: RequestInit;
}

/** A fetch double: records each call and answers with the given response factory. */
function fakeFetch(answer: (url: URL) => Response | Promise<Response> = () => json({ data: { ok: 1 } })) {
  const calls: Recorded[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'https://casino.example');
    calls.push({ url, init });
    return answer(url);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(f: ReturnType<typeof fakeFetch>, opts: { locale?: Locale; inIframe?: boolean } = {}) {
  return createApiClient({ fetch: f.fetch, locale: () => opts.locale ?? 'uz', inIframe: () => opts.inIframe ?? false });
}

describe('api client (spec §7)', () => {
  it('sends v=2.34 and the locale on every call', async () => {
    const f = fakeFetch();
    let locale: Locale = 'uz';
    const api = createApiClient({ fetch: f.fetch, locale: () => locale, inIframe: () => false });
    await api.call('account.getInfo');
    locale = 'ru';
    await api.call('auth.logout');
    expect(API_VERSION).toBe('2.34');
    expect(f.calls.map((c) => [c.url.pathname, c.url.searchParams.get('v'), c.url.searchParams.get('locale')])).toEqual([
      ['/api/account.getInfo', '2.34', 'uz'],
      ['/api/auth.logout', '2.34', 'ru'],
    ]);
    expect(f.calls[0]!.url.searchParams.has('_non_strict')).toBe(false);
  });

  it('adds _non_strict=1 inside an iframe', async () => {
    const f = fakeFetch();
    await client(f, { inIframe: true }).call('account.getInfo');
    expect(f.calls[0]!.url.searchParams.get('_non_strict')).toBe('1');
  });

  it('treats a page without a parent frame as top level by default', async () => {
    const f = fakeFetch();
    await createApiClient({ fetch: f.fetch, locale: () => 'uz' }).call('account.getInfo');
    expect(f.calls[0]!.url.searchParams.has('_non_strict')).toBe(false);
  });

  it('puts GET parameters in the query, dropping null and undefined, joining arrays', async () => {
    const f = fakeFetch();
    const params = { offset: 0, count: 12, query: null, sort: undefined, providers: ['a', 'b', null], options: { x: 1 }, demo: true };
    // Parameters of methods the table may not list yet go through the same encoder.
    await client(f).call('account.getInfo', params as never);
    const q = f.calls[0]!.url.searchParams;
    expect(f.calls[0]!.init.method).toBe('GET');
    expect(f.calls[0]!.init.body).toBeUndefined();
    expect(Object.fromEntries(q)).toEqual({
      v: '2.34',
      locale: 'uz',
      offset: '0',
      count: '12',
      providers: 'a,b',
      options: '{"x":1}',
      demo: '1',
    });
  });

  it('sends POST parameters as url-encoded form data, not in the query', async () => {
    const f = fakeFetch(() => json({ data: 1 }));
    await client(f).call('account.changelocale', { locale: 'ru', extra: null } as never);
    const { init, url } = f.calls[0]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('locale=ru');
    expect(url.searchParams.has('extra')).toBe(false);
    expect([...url.searchParams.keys()]).toEqual(['v', 'locale']);
    // What fetch would send as the Content-Type of such a body:
    expect(new Request('https://x', { method: 'POST', body: init.body ?? null }).headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('sends same-origin credentials and asks for JSON', async () => {
    const f = fakeFetch();
    await client(f).call('account.getInfo');
    expect(f.calls[0]!.init.credentials).toBe('same-origin');
    expect((f.calls[0]!.init.headers as Record<string, string>).Accept).toBe('application/json');
  });

  it('returns data', async () => {
    const f = fakeFetch(() => json({ data: { items: [1, 2] } }));
    const data = await client(f).call('account.getInfo');
    expect(data).toEqual({ items: [1, 2] });
    expect(itemsOf(data as unknown as { items: number[] })).toEqual([1, 2]);
    expect(itemsOf([3])).toEqual([3]);
  });

  it('turns an error envelope into the typed error', async () => {
    const f = fakeFetch(() => json({ error: { type: 'UserBannedException', message: 'banned', fields: { a: 'b' } } }, 403));
    const error = await client(f)
      .call('account.getInfo')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ type: 'UserBannedException', message: 'banned', status: 403, fields: { a: 'b' } });
  });

  it('treats an envelope with HTTP 200 as an error too', async () => {
    const f = fakeFetch(() => json({ error: { type: 'InvalidParameterException', message: 'x' } }));
    await expect(client(f).call('account.getInfo')).rejects.toMatchObject({ type: 'InvalidParameterException' });
  });

  it('turns a non-JSON 502 into UnknownError', async () => {
    const f = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    await expect(client(f).call('account.getInfo')).rejects.toMatchObject({ type: 'UnknownErrorException' });
  });

  it('turns a network failure into ApplicationUnavailable', async () => {
    const f = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client(f).call('account.getInfo')).rejects.toMatchObject({ type: 'ApplicationUnavailableException' });
  });

  it('lets an abort through as it is', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const f = fakeFetch(() => Promise.reject(abort));
    const controller = new AbortController();
    await expect(client(f).call('account.getInfo', undefined, { signal: controller.signal })).rejects.toBe(abort);
    expect(f.calls[0]!.init.signal).toBe(controller.signal);
  });

  it('sends the Idempotency-Key header when given, and only then', async () => {
    const f = fakeFetch();
    await client(f).call('auth.register', { login: 'a@b.uz', password: 'secret1' }, { idempotencyKey: 'key-1' });
    await client(f).call('auth.register', { login: 'a@b.uz', password: 'secret1' });
    expect((f.calls[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
    expect((f.calls[1]!.init.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });

  it('prefixes a base URL', async () => {
    const f = fakeFetch();
    await createApiClient({ baseUrl: 'https://api.casino.example', fetch: f.fetch, locale: () => 'uz', inIframe: () => false }).call('account.getInfo');
    expect(f.calls[0]!.url.origin).toBe('https://api.casino.example');
  });
});

describe('encodeParams', () => {
  it('writes booleans as 1/0 and skips empty list members', () => {
    expect(encodeParams({ a: false, b: [null, 'x'], c: undefined }).toString()).toBe('a=0&b=x');
    expect(encodeParams(undefined).toString()).toBe('');
  });
});
