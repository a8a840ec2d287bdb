import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE, REVALIDATE, isHashedAsset } from './cache';
import { pageNonce, withScriptNonce } from '../security/headers';

/** Paths that belong to the server's own services: an unknown one is a 404, never the SPA page. */
const SERVICE_PREFIXES = ['/api/', '/content/', '/ops/', '/releases/', '/platform/', '/nfx/'];

/** A page whose route answers with a redirect (a configured redirect, a category's new address). */
export interface PageRedirect {
  redirect: string;
  status: number;
}

export interface ShellHosting {
  /**
   * Renders the shell's page for a URL (the SEO head and the visitor's registry are filled in here;
   * the host decides the domain settings). The reply takes the headers the registry sets (canary bucket).
   */
  renderPage(url: string, request: FastifyRequest, reply: FastifyReply): Promise<string | PageRedirect> | string | PageRedirect;
}

/**
 * File sending for the shell and the releases: `reply.sendFile(file, dir)` with pre-compressed
 * `.br`/`.gz` copies (written by the build) chosen by Accept-Encoding. Cache headers are set per route.
 */
export async function registerFileSending(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: '/',
    serve: false,
    decorateReply: true,
    cacheControl: false,
    etag: true,
    lastModified: false,
    preCompressed: true,
  });
}

/** Serves the built shell: its assets, and index.html for every page route (SPA fallback). */
export function registerShellRoutes(app: FastifyInstance, shellDir: string, hosting: ShellHosting): void {
  const sendAsset = (reply: FastifyReply, file: string) => {
    reply.header('Cache-Control', isHashedAsset(file) ? IMMUTABLE : REVALIDATE);
    return reply.sendFile(file, shellDir);
  };

  app.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (SERVICE_PREFIXES.some((p) => path.startsWith(p))) {
      return reply.code(404).type('application/json').send({ error: { type: 'MethodNotFoundException', message: 'Not Found' } });
    }
    const relative = normalize(path).replace(/^\/+/, '');
    if (relative && !relative.includes('..') && relative !== 'index.html' && existsSync(join(shellDir, relative))) {
      return sendAsset(reply, relative);
    }
    // A missing file with an extension is a 404, not a page (a stale chunk must fail loudly).
    if (/\.[a-z0-9]{1,5}$/i.test(relative)) return reply.code(404).type('text/plain').send('Not Found');
    const page = await hosting.renderPage(request.url, request, reply);
    if (typeof page !== 'string') return reply.code(page.status).header('Cache-Control', 'no-cache').redirect(page.redirect, page.status);
    const html = withScriptNonce(page, pageNonce(reply));
    // The page holds the visitor's registry, which depends on the canary bucket cookie.
    if (!reply.getHeader('Cache-Control')) reply.header('Cache-Control', REVALIDATE);
    return reply.header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);
  });
}

/**
 * index.html as the shell build wrote it. Production reads it once (it changes only with a new
 * shell build); development rereads it so watch rebuilds show up without a restart.
 */
export function shellPageReader(shellDir: string, { reread }: { reread: boolean }): () => string {
  const file = join(shellDir, 'index.html');
  const read = () => {
    if (!existsSync(file)) throw new Error(`The shell is not built (${file} is missing). Run "pnpm build" first.`);
    return readFileSync(file, 'utf8');
  };
  if (reread) return read;
  const page = read();
  return () => page;
}
