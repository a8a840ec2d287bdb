import { createApiClient, ERROR_STATUS, isErrorName, ApiError, type ApiClient, type ErrorFields, type Locale } from '@casino/shared';

/** How the fake server answers one call. */
export type FakeAnswer =
  /** 200 with `{ data }`. */
  | { data: unknown }
  /** An error envelope; the status defaults to the catalogue's status for the type. */
  | { error: { type: string; message?: string; fields?: ErrorFields }; status?: number }
  /** Any status and body: `body` is sent as JSON, `text` as is (a proxy's HTML page). */
  | { status: number; body?: unknown; text?: string }
  /** fetch rejects, as when the network is down. */
  | { networkError: true }
  | ApiError;

export type FakeHandler = FakeAnswer | FakeAnswer[] | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

/** Answers keyed by API method (`account.getInfo`) or by path (`/nfx/cms-config/uz`). */
export type FakeRoutes = Record<string, FakeHandler>;

export interface RecordedCall {
  /** API method name for /api/{method}, else the path. */
  method: string;
  verb: string;
  url: URL;
  /** Query parameters (v, locale, _non_strict included). */
  query: Record<string, string>;
  /** Form body parameters of a POST. */
  body: Record<string, string>;
  headers: Record<string, string>;
  init: RequestInit;
}

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedCall[];
  /** Calls of one method (or path), in order. */
  callsTo(method: string): RecordedCall[];
  /** Sets or replaces the answer for a method (or path). */
  answer(method: string, handler: FakeHandler): void;
  reset(): void;
}

/** A Response-like object: jsdom has no Response, and the client needs only these members. */
function fakeResponse(status: number, text: string, contentType: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as unknown as Response;
}

function toResponse(answer: FakeAnswer): Response {
  const json = (status: number, body: unknown) => fakeResponse(status, JSON.stringify(body), 'application/json');
  if (answer instanceof ApiError) return json(answer.status, answer.toEnvelope());
  if ('networkError' in answer) throw new TypeError('Failed to fetch');
  if ('data' in answer) return json(200, { data: answer.data });
  if ('error' in answer) {
    const name = answer.error.type.replace(/Exception$/, '');
    const status = answer.status ?? (isErrorName(name) ? ERROR_STATUS[name] : 500);
    return json(status, { error: { message: '', ...answer.error } });
  }
  if (answer.text !== undefined) return fakeResponse(answer.status, answer.text, 'text/html');
  return json(answer.status, answer.body ?? null);
}

const headersOf = (init: RequestInit): Record<string, string> => {
  const h = init.headers;
  if (!h) return {};
  if (Array.isArray(h)) return Object.fromEntries(h);
  if (typeof Headers !== 'undefined' && h instanceof Headers) return Object.fromEntries(h.entries());
  return { ...(h as Record<string, string>) };
};

/**
 * A fetch double for tests of anything that calls the API: records every call (method, query,
 * form body, headers) and answers from `routes`. A list answers call by call, its last entry
 * repeating; an unknown method gets MethodNotFoundException (404).
 */
export function createFakeFetch(routes: FakeRoutes = {}, origin = 'http://localhost'): FakeFetch {
  const table = new Map(Object.entries(routes));
  const served = new Map<string, number>();
  const calls: RecordedCall[] = [];

  const fakeFetchFn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url, origin);
    const apiMatch = /^\/api\/(.+)$/.exec(url.pathname);
    const method = apiMatch ? decodeURIComponent(apiMatch[1]!) : url.pathname;
    const body =
      init.body instanceof URLSearchParams || typeof init.body === 'string'
        ? Object.fromEntries(new URLSearchParams(init.body as URLSearchParams | string))
        : {};
    const call: RecordedCall = {
      method,
      verb: (init.method ?? 'GET').toUpperCase(),
      url,
      query: Object.fromEntries(url.searchParams),
      body,
      headers: headersOf(init),
      init,
    };
    calls.push(call);

    const handler = table.get(method);
    let answer: FakeAnswer;
    if (handler === undefined) answer = { error: { type: 'MethodNotFoundException', message: `No fake answer for ${method}` } };
    else if (typeof handler === 'function') answer = await handler(call);
    else if (Array.isArray(handler)) {
      const n = served.get(method) ?? 0;
      served.set(method, n + 1);
      answer = handler[Math.min(n, handler.length - 1)] ?? { data: null };
    } else answer = handler;
    return toResponse(answer);
  };

  return {
    fetch: fakeFetchFn as typeof fetch,
    calls,
    callsTo: (method) => calls.filter((c) => c.method === method),
    answer(method, handler) {
      table.set(method, handler);
      served.delete(method);
    },
    reset() {
      calls.length = 0;
      served.clear();
    },
  };
}

export interface FakeApi extends FakeFetch {
  api: ApiClient;
}

/** An API client wired to a fake fetch (locale `uz`, not in an iframe unless told). */
export function createFakeApi(routes: FakeRoutes = {}, options: { locale?: () => Locale; inIframe?: () => boolean } = {}): FakeApi {
  const fake = createFakeFetch(routes);
  const api = createApiClient({ fetch: fake.fetch, locale: options.locale ?? (() => 'uz'), inIframe: options.inIframe ?? (() => false) });
  return { ...fake, api };
}
