import { createHash, randomInt } from 'node:crypto';
import { posix } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RegistryDocument, RegistryEntry } from '@casino/contract';
import { IMMUTABLE, REVALIDATE } from '../../static/cache';
import type { ReleaseService } from './service';
import type { ReleaseStorage } from './storage';
import { workspaceReleases } from './workspace';
import { releaseFileHeaders } from './file-types';
import { reporterOf } from '../../ops/reporter';
import { parseCookies } from '../../auth/cookies';
import { PREVIEW_CACHE_CONTROL, previewCookie, previewCookieName } from './preview';

/** Where the registry document and the release files come from. */
export interface ReleaseSource {
  /** The releases this visitor gets (canaries depend on the visitor's bucket). */
  registry(request: FastifyRequest, reply: FastifyReply): Promise<RegistryEntry[]>;
  /** Directory of a release's files, active or not: open pages keep loading their release. */
  directory(remote: string, release: string): string | null | Promise<string | null>;
}

/** Sticky canary bucket of a visitor, 0–99 (ARCHITECTURE §6: canary by percentage of players). */
export const BUCKET_COOKIE = 'mfe_bucket';

export function readBucket(cookieHeader: string | undefined): number | null {
  const match = /(?:^|;\s*)mfe_bucket=(\d{1,2})(?:;|$)/.exec(cookieHeader ?? '');
  return match ? Number(match[1]) : null;
}

/** Releases published to the registry (database), files in release storage. */
export function databaseReleaseSource(service: ReleaseService, storage: ReleaseStorage, secureCookies: boolean): ReleaseSource {
  return {
    async registry(request, reply) {
      let bucket = readBucket(request.headers.cookie);
      if (bucket === null) {
        bucket = randomInt(100);
        const secure = secureCookies ? '; Secure' : '';
        reply.header('Set-Cookie', `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`);
      }
      // An operator's preview pass (preview.ts): an expired or forged one is no preview, the site works as for a player.
      const preview = await service.previewOf(parseCookies(request.headers.cookie)[previewCookieName(secureCookies)]).catch(() => null);
      // Loads are counted per client as reports are: an IPv6 /64 is one.
      return service.registry(bucket, reporterOf(request.ip), preview);
    },
    // A release not found is remembered as such for a while (service.missing): random ids cost one lookup each.
    async directory(remote, release) {
      if (service.missing.has(remote, release)) return null;
      const dir = await storage.directory(remote, release);
      if (!dir) service.missing.remember(remote, release);
      return dir;
    },
  };
}

/** Development: whatever the remotes' watch builds left in `mfe-*\/dist`. */
export function workspaceReleaseSource(rootDir: string): ReleaseSource {
  return {
    registry: async () => workspaceReleases(rootDir).map(({ dir: _dir, ...entry }) => entry),
    directory: (remote, release) => workspaceReleases(rootDir).find((r) => r.name === remote && r.release === release)?.dir ?? null,
  };
}

/** `/remotes.json` (revalidated on every load, with an ETag) and the immutable release files. */
export function registerReleaseRoutes(app: FastifyInstance, source: ReleaseSource, refreshSeconds = 30, vitalsSampleRate = 0): void {
  app.get('/remotes.json', async (request, reply) => {
    const doc: RegistryDocument = { remotes: await source.registry(request, reply), refreshSeconds, vitalsSampleRate };
    const body = JSON.stringify(doc);
    // A previewing browser's answer is its own: no cache keeps it, no validator makes it reusable.
    if (doc.remotes.some((r) => r.preview)) {
      return reply.header('Cache-Control', PREVIEW_CACHE_CONTROL).header('Vary', 'Cookie').header('Content-Type', 'application/json; charset=utf-8').send(body);
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('Cache-Control', REVALIDATE).header('Vary', 'Cookie').header('ETag', etag).header('Content-Type', 'application/json; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });

  /** The release's server build (the kit's `dist/server/`) is code for the server's renderer, not for browsers. */
  const isServerBuild = (file: string) => /^server(\/|$)/i.test(posix.normalize(file).replace(/^\/+/, ''));

  app.get<{ Params: { remote: string; release: string; '*': string } }>('/releases/:remote/:release/*', async (request, reply) => {
    const { remote, release } = request.params;
    const file = request.params['*'];
    const dir = await source.directory(remote, release);
    if (!dir || !file || file.includes('..') || isServerBuild(file)) return reply.code(404).type('text/plain').send('Not Found');
    // A release never changes under its URL (entry files included): browsers and CDNs keep it a year.
    reply.header('Cache-Control', IMMUTABLE).header('Access-Control-Allow-Origin', '*').headers(releaseFileHeaders(file));
    return reply.sendFile(file, dir);
  });
}

const previewQuery = z.object({ pass: z.string().max(1000).optional() });
const endQuery = z.object({ locale: z.enum(['uz', 'ru']).optional() });

/**
 * The player site's end of a preview (preview.ts): `GET /preview?pass=` sets this browser's pass
 * cookie and goes to the home page (a pass that does not verify sets nothing: the site is as for
 * a player); `POST /preview/end` (the banner's "End preview") clears it. Never on the ops origin
 * (origin.ts serves only ops paths there).
 */
export function registerPreviewRoutes(app: FastifyInstance, service: ReleaseService, secureCookies: boolean): void {
  app.get('/preview', async (request, reply) => {
    const parsed = previewQuery.safeParse(request.query ?? {});
    const text = parsed.success ? parsed.data.pass : undefined;
    const pass = await service.previewOf(text);
    reply.code(303).header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').header('Location', '/');
    if (pass) reply.header('Set-Cookie', previewCookie(text!, secureCookies, (pass.expires - Date.now()) / 1000));
    return reply.send();
  });
  app.register(async (scope) => {
    // The banner's form posts nothing but its address (`?locale=`): its body is not read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
    scope.post('/preview/end', async (request, reply) => {
      const parsed = endQuery.safeParse(request.query ?? {});
      const home = parsed.success && parsed.data.locale === 'ru' ? '/ru' : '/';
      return reply
        .code(303)
        .header('Cache-Control', 'no-store')
        .header('Set-Cookie', previewCookie('', secureCookies, 0))
        .header('Location', home)
        .send();
    });
  });
}
