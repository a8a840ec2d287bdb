/**
 * Security headers of every answer, and the Content-Security-Policy of the pages that set none
 * of their own (the shell's page and its SPA routes; the game, billing and consent pages keep
 * their stricter ones).
 *
 * Policy decision on custom code (content config `meta-data-tool.customCode`): it is operator
 * markup written through the editor token whose scripts run as if they were in the page (spec §3),
 * so inline script is allowed; script files still load only from the site, the supported vendors,
 * the live chat's `scriptUrl` origin and CSP_SCRIPT_SOURCES. Nonces would need the shell to carry
 * one onto the scripts it injects.
 */
import type { FastifyInstance } from 'fastify';
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
export function contentSecurityPolicy(scriptOrigins: readonly string[]): string {
  // 'unsafe-inline': custom code's inline scripts (see the policy decision above); never 'unsafe-eval'.
  const scripts = [...new Set(["'self'", "'unsafe-inline'", ...VENDOR_SCRIPT_ORIGINS, ...scriptOrigins])].join(' ');
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

/** The https origin of a script address, or null (relative paths are already 'self'). */
export function scriptOriginOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https:\/\//i.test(value.trim())) return null;
  try {
    return new URL(value.trim()).origin;
  } catch {
    return null;
  }
}

/** Every `scriptUrl` of the live chat's configuration (any locale, any provider block). */
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
      const origin = scriptOriginOf((block as { scriptUrl?: unknown } | null)?.scriptUrl);
      if (origin) out.add(origin);
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
  let cached: { at: number; policy: string } | null = null;
  const cacheMs = options.cacheMs ?? 30_000;
  const policy = async (): Promise<string> => {
    if (cached && Date.now() - cached.at < cacheMs) return cached.policy;
    const origins = await chatScriptOrigins(options.db).catch(() => []);
    cached = { at: Date.now(), policy: contentSecurityPolicy([...options.scriptSources, ...origins]) };
    return cached.policy;
  };

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('Content-Security-Policy', await policy());
    }
    return payload;
  });
}
