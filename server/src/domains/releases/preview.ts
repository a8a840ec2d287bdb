/**
 * Release preview (docs/operations/console.md): an operator opens the player site on a release
 * players do not have yet, in their own browser only. The console asks the ops API for a pass
 * (signed with a secret kept in the database, short-lived, naming the operator, the remote and
 * the release); the player site's `/preview?pass=` turns it into an HttpOnly cookie, and while that
 * cookie verifies, this browser's registry and server-rendered pages name the previewed release
 * for that remote. Its answers are `private, no-store` and never kept for other visitors, and its
 * served tokens are preview tokens: its reports count toward no canary and no release's loads.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isRemoteName, type RemoteName } from '@casino/contract';
import type { DB } from '../../db/schema';
import { keptSecret } from '../../db/kept-secret';

/** The cookie that holds the pass on the player site (`__Host-` named when cookies are Secure). */
export const PREVIEW_COOKIE = 'mfe_preview';
export const previewCookieName = (secure: boolean): string => (secure ? `__Host-${PREVIEW_COOKIE}` : PREVIEW_COOKIE);
/** How long a pass (and so the preview) lasts. */
export const PREVIEW_TTL_MS = 30 * 60 * 1000;
/** The answers of a previewing browser: its own, never kept by a cache. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

export interface PreviewPass {
  /** Who asked for it, as the audit names them (`operator:<login>`). */
  operator: string;
  remote: RemoteName;
  release: string;
  /** Until when it holds, ms since the epoch. */
  expires: number;
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`preview\n${payload}`).digest('base64url');
}

/** `<payload>.<mac>`, the payload being the pass as base64url JSON. */
export function signPreview(secret: string, pass: PreviewPass): string {
  const payload = Buffer.from(JSON.stringify({ o: pass.operator, r: pass.remote, v: pass.release, e: pass.expires })).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The pass when it is genuine and not expired; null for anything else (never an error). */
export function verifyPreview(secret: string, text: string | undefined, now = Date.now()): PreviewPass | null {
  const match = /^([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(text ?? '');
  if (!match) return null;
  const expected = Buffer.from(mac(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let body: { o?: unknown; r?: unknown; v?: unknown; e?: unknown };
  try {
    body = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as typeof body;
  } catch {
    return null;
  }
  if (typeof body.o !== 'string' || !isRemoteName(body.r) || typeof body.v !== 'string' || typeof body.e !== 'number') return null;
  if (body.e <= now) return null;
  return { operator: body.o, remote: body.r, release: body.v, expires: body.e };
}

/** The signing key: generated once and kept in the database, so every instance and restart agree. */
export function previewSecret(db: Kysely<DB>): Promise<string> {
  return keptSecret(db, 'releases.preview_secret');
}

/** The pass cookie on the player site; Lax: the console's link is a navigation from the ops origin. */
export function previewCookie(value: string, secure: boolean, maxAgeSeconds: number): string {
  const parts = [`${previewCookieName(secure)}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
