/**
 * The one place that decides whether a value names a page of this site (spec §5, §8). Server
 * redirects (`Location`), the shell's navigation rules and every `redirectUrl`/`backUrl` reader
 * go through it, so a trick that fools one of them fools none.
 */

/** ASCII tab and newlines vanish anywhere in a URL when the browser parses it. */
const INVISIBLE = /[\t\n\r]/g;
/** Leading and trailing C0 controls and spaces are trimmed by the browser too. */
// eslint-disable-next-line no-control-regex -- the browser's own trimming set is control characters
const EDGE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Encoded slash, backslash or dot — once or more times (`%2F`, `%252F`, …). */
const ENCODED_SEPARATOR = /%(?:25)*(?:2f|5c)/gi;
const ENCODED_DOT = /%(?:25)*2e/gi;
const BASE = 'http://site.invalid';

/**
 * `value` as a same-origin path starting with exactly one `/` (query and hash kept), or null.
 * Dot segments are resolved, runs of slashes and backslashes (also percent-encoded) become one
 * slash, tabs and newlines are dropped; a full URL counts only when `origin` is given and it
 * is that origin. Anything else — `//evil.example`, `/\evil.example`, `/.//evil.example`,
 * `/%2F%2Fevil.example`, `javascript:` — is null, so the caller falls back to its default.
 */
export function normalizeInternalPath(value: unknown, origin?: string): string | null {
  if (typeof value !== 'string' || value.length > 4096) return null;
  let raw = value.replace(INVISIBLE, '').replace(EDGE, '');
  if (!raw || CONTROL.test(raw)) return null;
  if (SCHEME.test(raw)) {
    if (!origin) return null;
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.origin !== new URL(origin).origin) return null;
    raw = `${url.pathname}${url.search}${url.hash}`;
  }
  if (raw[0] !== '/' && raw[0] !== '\\') return null;
  const end = raw.search(/[?#]/);
  const pathPart = end < 0 ? raw : raw.slice(0, end);
  const rest = end < 0 ? '' : raw.slice(end);
  const parts = pathPart.replace(ENCODED_SEPARATOR, '/').split(/[/\\]/);
  // Dot segments resolved as the browser does, empty segments kept for the check below.
  const resolved: string[] = [];
  for (const part of parts.slice(1)) {
    const plain = part.replace(ENCODED_DOT, '.');
    if (plain === '.') continue;
    if (plain === '..') resolved.pop();
    else resolved.push(part);
  }
  // A path that starts with two separators once resolved is another site (`/.//evil.example`).
  if (resolved.length > 1 && resolved[0] === '') return null;
  const segments = resolved.filter(Boolean);
  const last = (parts[parts.length - 1] ?? '').replace(ENCODED_DOT, '.');
  const trailing = segments.length > 0 && (last === '' || last === '.' || last === '..');
  const candidate = `/${segments.join('/')}${trailing ? '/' : ''}${rest}`;

  // Let the URL parser encode what a Location header may not hold, then check it stayed here.
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.pathname.startsWith('/') && !url.pathname.startsWith('//') && !url.pathname.includes('\\') ? path : null;
}
