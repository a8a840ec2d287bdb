import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE, REVALIDATE, isHashedAsset } from './cache';
import { pageNonce, withScriptNonce } from '../security/headers';
import { gzipPrepared, textPrepared, type PreparedPage } from './prepared-page';

/** Paths that belong to the server's own services: an unknown one is a 404, never the SPA page. */
const SERVICE_PREFIXES = ['/api/', '/content/', '/ops/', '/releases/', '/platform/', '/nfx/'];

/** A page whose route answers with a redirect (a configured redirect, a category's new address). */
export interface PageRedirect {
  redirect: string;
  status: number;
}

/** A guest's page kept whole (render/guest-pages.ts), with this answer's registry to fill in. */
export interface KeptPage {
  kept: PreparedPage;
  /** The visitor's registry as the page's inline JSON. */
  registry: string;
}

/** A page sent in two parts: the first at once (its head), the rest when its server render is done. */
export interface StreamedPage {
  status: number;
  first: string;
  rest: Promise<string>;
}

export interface ShellHosting {
  /**
   * Renders the shell's page for a URL (the SEO head and the visitor's registry are filled in here;
   * the host decides the domain settings). The reply takes the headers the registry sets (canary bucket).
   */
  renderPage(url: string, request: FastifyRequest, reply: FastifyReply): Promise<string | PageRedirect | StreamedPage | KeptPage> | string | PageRedirect;
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
      return reply
        .code(404)
        .type('application/json')
        .send({ error: { type: 'MethodNotFoundException', message: 'Not Found' } });
    }
    const relative = normalize(path).replace(/^\/+/, '');
    if (relative && !relative.includes('..') && relative !== 'index.html' && existsSync(join(shellDir, relative))) {
      return sendAsset(reply, relative);
    }
    // A missing file with an extension is a 404, not a page (a stale chunk must fail loudly).
    if (/\.[a-z0-9]{1,5}$/i.test(relative)) return reply.code(404).type('text/plain').send('Not Found');
    const page = await hosting.renderPage(request.url, request, reply);
    if (typeof page !== 'string' && 'redirect' in page) return reply.code(page.status).header('Cache-Control', 'no-cache').redirect(page.redirect, page.status);
    const nonce = pageNonce(reply);
    // The page holds the visitor's registry, which depends on the canary bucket cookie.
    if (!reply.getHeader('Cache-Control')) reply.header('Cache-Control', REVALIDATE);
    reply.header('Vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8');
    if (typeof page === 'string') return reply.send(withScriptNonce(page, nonce));
    if ('kept' in page) {
      reply.code(page.kept.status);
      const values = { nonce, registry: page.registry };
      if (!takesGzip(request.headers['accept-encoding'])) return reply.send(textPrepared(page.kept, values));
      return reply.header('Content-Encoding', 'gzip').send(gzipPrepared(page.kept, values));
    }
    // The head goes at once (the browser fetches scripts and styles meanwhile), the markup when rendered.
    const out = compressedPage(request.headers['accept-encoding'], reply);
    out.write(withScriptNonce(page.first, nonce));
    if (!(out instanceof PassThrough)) out.flush();
    void page.rest.then(
      (rest) => out.end(withScriptNonce(rest, nonce)),
      (error: unknown) => {
        request.log.error({ err: error }, 'page not finished');
        out.end();
      },
    );
    // A proxy in front (nginx) passes the head on at once instead of holding it for the rest.
    return reply.code(page.status).header('X-Accel-Buffering', 'no').send(out);
  });
}

/** The content codings an Accept-Encoding header takes (those with q > 0). */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  return new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name ?? ''),
  );
}

const takesGzip = (acceptEncoding: string | undefined) => acceptedEncodings(acceptEncoding).has('gzip');

/** A page sent in parts, compressed when the browser takes it (brotli at a speed fit for pages made per request). */
function compressedPage(acceptEncoding: string | undefined, reply: FastifyReply): PassThrough | zlib.Gzip | zlib.BrotliCompress {
  const accepted = acceptedEncodings(acceptEncoding);
  const accepts = (name: string) => accepted.has(name);
  if (accepts('br')) {
    reply.header('Content-Encoding', 'br');
    return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (accepts('gzip')) {
    reply.header('Content-Encoding', 'gzip');
    return zlib.createGzip({ level: 6 });
  }
  return new PassThrough();
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
