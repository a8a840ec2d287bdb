import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { keptSecret } from '../db/kept-secret';

/**
 * Proof that a browser was served a release: `/remotes.json` hands each entry a token binding
 * remote + release + canary bucket + a time window, and a failure report counts only with one.
 * The bucket the report counts for is the signed one, never the visitor's cookie.
 */
export const TOKEN_WINDOW_MS = 60 * 60 * 1000;
/** Windows a token stays good for: the current one and the one before (one to two hours). */
const WINDOWS_ACCEPTED = 2;

export interface Served {
  remote: string;
  release: string;
  bucket: number;
}

function mac(secret: string, s: Omit<Served, 'bucket'> & { bucket: number | 'p' }, window: number): string {
  return createHmac('sha256', secret).update(`${s.remote}\n${s.release}\n${s.bucket}\n${window}`).digest('base64url').slice(0, 27);
}

export function signServed(secret: string, served: Served, now = Date.now()): string {
  const window = Math.floor(now / TOKEN_WINDOW_MS);
  return `${window}.${served.bucket}.${mac(secret, served, window)}`;
}

/** The bucket a token was signed for when it is genuine, for this release and recent; else null. */
export function verifyServed(secret: string, token: string | undefined, remote: string, release: string, now = Date.now()): number | null {
  const match = /^(\d{1,12})\.(\d{1,2})\.([A-Za-z0-9_-]{27})$/.exec(token ?? '');
  if (!match) return null;
  const window = Number(match[1]);
  const bucket = Number(match[2]);
  const age = Math.floor(now / TOKEN_WINDOW_MS) - window;
  if (age < 0 || age >= WINDOWS_ACCEPTED) return null;
  const expected = Buffer.from(mac(secret, { remote, release, bucket }, window));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? bucket : null;
}

/**
 * The token of a release a browser was served by an operator's preview (domains/releases/preview.ts):
 * `<window>.p.<mac>`. It is no served token (`verifyServed` refuses it), so a previewing browser's
 * reports count toward no canary and no release's loads; `isPreviewServed` tells them apart.
 */
export function signPreviewServed(secret: string, served: Omit<Served, 'bucket'>, now = Date.now()): string {
  const window = Math.floor(now / TOKEN_WINDOW_MS);
  return `${window}.p.${mac(secret, { ...served, bucket: 'p' }, window)}`;
}

/** Whether a token is a genuine, recent preview token of this release. */
export function isPreviewServed(secret: string, token: string | undefined, remote: string, release: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.p\.([A-Za-z0-9_-]{27})$/.exec(token ?? '');
  if (!match) return false;
  const window = Number(match[1]);
  const age = Math.floor(now / TOKEN_WINDOW_MS) - window;
  if (age < 0 || age >= WINDOWS_ACCEPTED) return false;
  const expected = Buffer.from(mac(secret, { remote, release, bucket: 'p' }, window));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The signing key: generated once and kept in the database, so every instance and restart agree. */
export function servedTokenSecret(db: Kysely<DB>): Promise<string> {
  return keptSecret(db, 'releases.served_token_secret');
}
