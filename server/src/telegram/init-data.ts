import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Telegram mini-app init data (`tgWebAppData`) checked as Telegram documents it:
 * secret = HMAC_SHA256(key "WebAppData", bot token); the data-check string is every field but
 * `hash` as `key=value`, sorted by key, joined with "\n"; the data is genuine when
 * hex(HMAC_SHA256(key secret, data-check string)) equals `hash`. Old data is refused too.
 */
export interface TelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export interface InitData {
  user: TelegramUser;
  /** Unix seconds the data was signed. */
  authDate: number;
  hash: string;
  /** Every field as sent (`user` still as its JSON text). */
  fields: Record<string, string>;
}

export type InitDataCheck = { ok: true; data: InitData } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** Seconds a clock may run ahead of Telegram's. */
const CLOCK_SKEW = 60;

const secretKey = (botToken: string) => createHmac('sha256', 'WebAppData').update(botToken).digest();

export function dataCheckString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'hash')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
}

/** The `hash` Telegram would put on these fields (also how tests and tools make init data). */
export function signatureOf(fields: Record<string, string>, botToken: string): string {
  return createHmac('sha256', secretKey(botToken)).update(dataCheckString(fields)).digest('hex');
}

/** Init data as Telegram would send it for `fields` (`hash` added). */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const params = new URLSearchParams(fields);
  params.set('hash', signatureOf(fields, botToken));
  return params.toString();
}

export function checkInitData(raw: string, botToken: string, { maxAgeSeconds, now = Date.now() }: { maxAgeSeconds: number; now?: number }): InitDataCheck {
  if (!raw || raw.length > 4096) return { ok: false, reason: 'malformed' };
  const params = new URLSearchParams(raw);
  const fields: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in fields) return { ok: false, reason: 'malformed' }; // a repeated key is never genuine
    fields[key] = value;
  }
  const hash = fields.hash ?? '';
  if (!/^[a-f0-9]{64}$/.test(hash)) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(signatureOf(fields, botToken), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return { ok: false, reason: 'signature' };

  const authDate = Number(fields.auth_date);
  if (!Number.isInteger(authDate) || authDate <= 0) return { ok: false, reason: 'malformed' };
  const age = Math.floor(now / 1000) - authDate;
  if (age > maxAgeSeconds || age < -CLOCK_SKEW) return { ok: false, reason: 'expired' };

  let user: unknown;
  try {
    user = JSON.parse(fields.user ?? '');
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const id = (user as { id?: unknown })?.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return { ok: false, reason: 'malformed' };
  return { ok: true, data: { user: user as TelegramUser, authDate, hash, fields } };
}
