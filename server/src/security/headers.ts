/**
 * Security headers of every answer, and the Content-Security-Policy of the pages that set none
 * of their own (the shell's page and its SPA routes; the game, billing and consent pages keep
 * their stricter ones).
 *
 * The shell page is served with a fresh nonce: its own scripts carry it, and so do the scripts the
 * shell injects on purpose (custom code of the content config `meta-data-tool.customCode`, which
 * the operator writes through the editor token and whose scripts run as if they were in the page,
 * spec §3). With 'strict-dynamic', scripts those trusted scripts add load from anywhere (chat and
 * analytics vendors, remotes' chunks), while markup slipped into the page runs nothing: its
 * inline handlers and the scripts of parsed markup have no nonce and are refused. 'unsafe-inline' and the host list stay only for
 * browsers without CSP level 3, which ignore the nonce.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { listEntries } from '../content/store';

/** Script origins the shell itself loads: the chat vendors and the analytics it supports. */
export const VENDOR_SCRIPT_ORIGINS = [
  'https://chatserver.comm100.com',
  'https://wchat.freshchat.com',
  'https://cdn.livechatinc.com',
  'https://cs15.livetex.ru',
  'https://code.jivosite.com',
  'https://admin.verbox.ru',
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://mc.yandex.ru',
] as const;

/** The shell page's policy: own scripts and release files, the named script origins, own frames (games, billing). */
export function contentSecurityPolicy(scriptOrigins: readonly string[], nonce?: string): string {
  // With a nonce, CSP 3 browsers ignore 'unsafe-inline' and the host list; older ones fall back to them. Never 'unsafe-eval'.
  const trusted = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : [];
  const scripts = [...new Set([...trusted, "'self'", "'unsafe-inline'", ...VENDOR_SCRIPT_ORIGINS, ...scriptOrigins])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // React style attributes and the widgets' injected styles.
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https:",
    "connect-src 'self' https: wss:",
    // The game iframe (/platform/game/…), the billing pages and the chat widgets' frames.
    "frame-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "frame-ancestors 'self'",
  ].join('; ');
}

const pageNonces = new WeakMap<FastifyReply, string>();

/** A fresh nonce for the page this reply sends; the policy of the answer names it. */
export function pageNonce(reply: FastifyReply): string {
  const nonce = randomBytes(18).toString('base64');
  pageNonces.set(reply, nonce);
  return nonce;
}

/**
 * Gives the page's executable script elements the nonce (its bundles), and its script preloads too:
 * under 'strict-dynamic' a preload without it is refused and the file is fetched a second time later.
 * Data blocks such as JSON-LD need none.
 */
export function withScriptNonce(html: string, nonce: string): string {
  return html
    .replace(/<script(?=[\s>])([^>]*)>/gi, (tag: string, attributes: string) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      const executable = !type || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
      return executable ? `<script nonce="${nonce}"${attributes}>` : tag;
    })
    .replace(/<link(?=\s)([^>]*)>/gi, (tag: string, attributes: string) => {
      const rel = /\brel\s*=\s*["']?([^"'>]+)/i.exec(attributes)?.[1]?.toLowerCase().trim();
      const as = /\bas\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      const script = rel === 'modulepreload' || (rel === 'preload' && as === 'script');
      return script && !/\bnonce\s*=/i.test(attributes) ? `<link nonce="${nonce}"${attributes}>` : tag;
    });
}

/** The https origin of a script address, or null (relative paths are already 'self'). */
export function scriptOriginOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https:\/\//i.test(value.trim())) return null;
  try {
    return new URL(value.trim()).origin;
  } catch {
    return null;
  }
}

/** Every `scriptUrl` and `scriptOrigin` of the live chat's configuration (any locale, any provider block). */
export async function chatScriptOrigins(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await listEntries(db, {
    collection: 'cms-config',
    and: [{ field: 'section', op: '$eq', values: ['prazer-config'] }],
    or: [],
    page: 1,
    pageSize: 50,
  });
  const out = new Set<string>();
  for (const row of rows) {
    const chat = (row.data as { settings?: { chat?: Record<string, unknown> } })?.settings?.chat;
    if (!chat || typeof chat !== 'object') continue;
    const blocks = [chat, chat.config, ...Object.values((chat.providers as Record<string, unknown>) ?? {})];
    for (const block of blocks) {
      const { scriptUrl, scriptOrigin } = (block as { scriptUrl?: unknown; scriptOrigin?: unknown } | null) ?? {};
      for (const value of [scriptUrl, scriptOrigin]) {
        const origin = scriptOriginOf(value);
        if (origin) out.add(origin);
      }
    }
  }
  return [...out].sort();
}

export interface HeaderOptions {
  db: Kysely<DB>;
  /** HSTS only when the site is served over HTTPS (secure cookies say so). */
  https: boolean;
  /** CSP_SCRIPT_SOURCES: extra script origins (custom code's counters and widgets). */
  scriptSources: readonly string[];
  /** How long the chat's script origin is remembered, ms (0: looked up on every page). */
  cacheMs?: number;
}

export function registerSecurityHeaders(app: FastifyInstance, options: HeaderOptions): void {
  const cacheMs = options.cacheMs ?? 30_000;
  let cached: { at: number; origins: string[] } | null = null;
  const scriptOrigins = async (): Promise<string[]> => {
    if (cached && Date.now() - cached.at < cacheMs) return cached.origins;
    const origins = await chatScriptOrigins(options.db).catch(() => []);
    cached = { at: Date.now(), origins: [...options.scriptSources, ...origins] };
    return cached.origins;
  };

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy(await scriptOrigins(), pageNonces.get(reply)));
    }
    return payload;
  });
}
