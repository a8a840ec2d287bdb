import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import type { DB } from '../db/schema';
import { pageHead, pagePath } from './lookup';
import { injectHead } from './render';
import type { Config } from '../config';
import { siteOrigin } from '../security/origins';

export { pageHead } from './lookup';
export type { HeadModel } from './head';

/** Absolute links use the configured public origins (PUBLIC_ORIGINS), never the request's headers. */
type SiteConfig = Pick<Config, 'publicOrigins' | 'host' | 'port'>;

/**
 * The shell's page with the SEO head of the requested URL rendered in, so crawlers get it without
 * JavaScript. A failing lookup is logged and the page goes out with the build's head (spec §8).
 */
export function seoPageRenderer(db: Kysely<DB>, config: SiteConfig, page: () => string) {
  return async (url: string, request: FastifyRequest): Promise<string> => {
    const html = page();
    try {
      const { host, protocol } = siteOrigin(config, request.host);
      return injectHead(html, await pageHead(db, { url, host, protocol }));
    } catch (error) {
      request.log.error({ err: error, url }, 'SEO head unavailable');
      return html;
    }
  };
}

/** `GET /content/seo-head?path=/ru/game/x`: the same head as data, for the shell's client navigation. */
export function registerSeoHead(app: FastifyInstance, db: Kysely<DB>, config: SiteConfig): void {
  app.get<{ Querystring: { path?: unknown } }>('/content/seo-head', async (request, reply) => {
    const path = request.query.path;
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.length > 2048) {
      const error = new ApiError('InvalidParameter', 'path must be a site path', { path: 'Wrong value' });
      return reply.code(error.status).header('Cache-Control', 'no-store').send(error.toEnvelope());
    }
    const { host, protocol } = siteOrigin(config, request.host);
    const model = await pageHead(db, { url: pagePath(path), host, protocol });
    return reply.header('Cache-Control', 'no-cache').send(model);
  });
}
