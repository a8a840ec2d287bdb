import { METHODS, type MethodName } from './methods';
import type { Params, Result } from './schemas';
import { ApiError, errorFromEnvelope, errorFromStatus } from '../errors';
import type { Locale } from '../i18n/locales';

import { API_VERSION } from './methods';

export { API_VERSION };

export interface CallOptions {
  signal?: AbortSignal;
  /** Money-moving calls carry one; a repeat with the same key returns the first result. */
  idempotencyKey?: string;
}

export interface ApiClient {
  call<M extends MethodName>(method: M, params?: Params<M>, options?: CallOptions): Promise<Result<M>>;
}

export interface ApiClientOptions {
  baseUrl?: string;
  locale: () => Locale;
  fetch?: typeof fetch;
  /** True inside an iframe: the server then answers with `_non_strict` relaxations (spec §7). */
  inIframe?: () => boolean;
}

type Scalar = string | number | boolean;

/** Drops null/undefined and turns values into the strings a query or form body carries. */
export function encodeParams(params: Record<string, unknown> | undefined): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) out.append(key, value.filter((v) => v !== null && v !== undefined).join(','));
    else if (typeof value === 'object') out.append(key, JSON.stringify(value));
    else if (typeof value === 'boolean') out.append(key, value ? '1' : '0');
    else out.append(key, String(value as Scalar));
  }
  return out;
}

export function methodUrl(baseUrl: string, method: string, locale: Locale, nonStrict: boolean): string {
  const query = new URLSearchParams({ v: API_VERSION, locale });
  if (nonStrict) query.set('_non_strict', '1');
  return `${baseUrl}/api/${method}?${query.toString()}`;
}

function defaultInIframe(): boolean {
  // Through globalThis, so this module also type-checks for the server (no DOM lib there).
  const page = globalThis as { self?: unknown; top?: unknown; document?: unknown };
  try {
    return page.document !== undefined && page.self !== page.top;
  } catch {
    return true; // cross-origin parent: reading window.top throws
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const inIframe = options.inIframe ?? defaultInIframe;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  return {
    async call(method, params, callOptions = {}) {
      const spec = METHODS[method];
      const encoded = encodeParams(params as Record<string, unknown> | undefined);
      let url = methodUrl(baseUrl, method, options.locale(), inIframe());
      const init: RequestInit = {
        method: spec.verb,
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        signal: callOptions.signal ?? null,
      };
      if (callOptions.idempotencyKey) (init.headers as Record<string, string>)['Idempotency-Key'] = callOptions.idempotencyKey;
      if (spec.verb === 'GET') {
        const q = encoded.toString();
        if (q) url += `&${q}`;
      } else {
        init.body = encoded;
      }

      let response: Response;
      try {
        response = await doFetch(url, init);
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') throw error;
        throw new ApiError('ApplicationUnavailable', 'Network error');
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw errorFromStatus(response.status);
      }
      if (!response.ok || (body as { error?: unknown })?.error) throw errorFromEnvelope(body, response.status);
      return (body as { data: Result<typeof method> }).data;
    },
  };
}

/** Lists arrive as `data.items`; single records as `data` (spec §7). */
export function itemsOf<T>(data: { items: T[] } | T[]): T[] {
  return Array.isArray(data) ? data : data.items;
}
