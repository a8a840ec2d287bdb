/** The attributes/data form of the content service (Strapi-like), with media flattened to urls. */

const MEDIA_URL = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp|mp3|wav|ogg|oga|m4a|aac|flac)(\?[^#]*)?(#.*)?$/i;

function mediaUrl(value: Record<string, unknown>): string | null {
  const url = value.url;
  return typeof url === 'string' && MEDIA_URL.test(url) ? url : null;
}

/**
 * Media fields become their url (spec §3): `{ data: { attributes: { url } } }`,
 * `{ data: [{ attributes: { url } }] }` and upload objects `{ url, mime, … }` whose url has an
 * image or audio extension.
 */
export function flattenMedia(value: unknown, depth = 0): unknown {
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => flattenMedia(v, depth + 1));
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length === 1 && keys[0] === 'data') {
    const data = obj.data;
    if (data === null) return null;
    const single = (d: unknown) => {
      const attrs = (d as { attributes?: Record<string, unknown> } | null)?.attributes;
      return attrs ? mediaUrl(attrs) : null;
    };
    if (Array.isArray(data)) {
      const urls = data.map(single);
      if (urls.length > 0 && urls.every((u) => u !== null)) return urls;
    } else {
      const url = single(data);
      if (url !== null) return url;
    }
  }
  const direct = mediaUrl(obj);
  if (direct !== null && ('mime' in obj || 'ext' in obj || 'hash' in obj)) return direct;
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = flattenMedia(obj[k], depth + 1);
  return out;
}

export interface EntryRow {
  id: number;
  locale: string | null;
  data: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
}

export function toEntry(row: EntryRow) {
  return {
    id: row.id,
    attributes: {
      ...(flattenMedia(row.data) as Record<string, unknown>),
      locale: row.locale,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    },
  };
}

export function toList(rows: EntryRow[], page: number, pageSize: number, total: number) {
  return {
    data: rows.map(toEntry),
    meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
  };
}

export interface Filter {
  field: string;
  op: '$eq' | '$ne' | '$in' | '$contains';
  values: string[];
}

const FIELD = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const MAX_CONDITIONS = 20;

export class FilterError extends Error {}

/**
 * Reads `filters[field][$eq]=v`, `filters[field]=v`, `filters[field][$in][0]=v`,
 * `filters[field][$contains]=v` and `filters[$or][i][field][$eq]=v` from a flat query.
 * Answers the conditions that must all hold and the groups of which one must hold.
 */
export function parseFilters(query: Record<string, unknown>): { and: Filter[]; or: Filter[] } {
  const and = new Map<string, Filter>();
  const or = new Map<string, Filter>();
  let n = 0;
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith('filters[')) continue;
    if (++n > MAX_CONDITIONS) throw new FilterError('Too many filters');
    const values = (Array.isArray(raw) ? raw : [raw]).map((v) => {
      if (typeof v !== 'string' || v.length > 500) throw new FilterError('Bad filter value');
      return v;
    });
    const parts = [...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] as string);
    if (key.replace(/^filters/, '') !== parts.map((p) => `[${p}]`).join('')) throw new FilterError('Bad filter');
    let target = and;
    let rest = parts;
    let group = '';
    if (parts[0] === '$or') {
      if (!/^\d{1,2}$/.test(parts[1] ?? '')) throw new FilterError('Bad filter');
      target = or;
      group = `${parts[1]}:`;
      rest = parts.slice(2);
    }
    const [field, op = '$eq', index] = rest;
    if (!field || !FIELD.test(field)) throw new FilterError('Bad filter field');
    if (op !== '$eq' && op !== '$ne' && op !== '$in' && op !== '$contains') throw new FilterError('Unsupported filter operator');
    if (index !== undefined && (op !== '$in' || !/^\d{1,2}$/.test(index))) throw new FilterError('Bad filter');
    if (rest.length > 3) throw new FilterError('Bad filter');
    const id = `${group}${field}:${op}`;
    const existing = target.get(id);
    if (existing) existing.values.push(...values);
    else target.set(id, { field, op, values: op === '$in' ? values.flatMap((v) => v.split(',')) : values });
  }
  return { and: [...and.values()], or: [...or.values()] };
}
