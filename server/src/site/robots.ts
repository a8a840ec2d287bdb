import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { findDomainSettings } from '../seo/lookup';
import { DEFAULT_ROBOTS_TXT } from '../seo/robots';
import type { Config } from '../config';
import { siteOrigin } from '../security/origins';

/** The robots file of a host: its domain SEO settings' `robotsTxt`, else allow everything. */
export async function robotsTxtFor(db: Kysely<DB>, host: string | undefined): Promise<string> {
  const domain = await findDomainSettings(db, host);
  const text = typeof domain?.robotsTxt === 'string' ? domain.robotsTxt.trim() : '';
  return text ? `${text}\n` : DEFAULT_ROBOTS_TXT;
}

/** `GET /robots.txt`, from the content service's domain settings (the same rules give pages `noindex`). */
export function registerRobots(app: FastifyInstance, db: Kysely<DB>, config: Pick<Config, 'publicOrigins' | 'host' | 'port'>): void {
  app.get('/robots.txt', async (request, reply) => {
    // The host of a configured public origin: a forged Host cannot pick another domain's rules for a cache to keep.
    const text = await robotsTxtFor(db, siteOrigin(config, request.host).host);
    return reply.header('Cache-Control', 'public, max-age=300').type('text/plain; charset=utf-8').send(text);
  });
}
