import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const BUILD_META = /<meta\s+name="shell-build"\s+content="([A-Za-z0-9._-]{1,64})"/i;

/**
 * The id of the shell build behind a page: the build writes it into index.html
 * (`<meta name="shell-build">`); a page without one gets a digest of its text.
 */
export function shellBuildId(page: string): string {
  return BUILD_META.exec(page)?.[1] ?? createHash('sha256').update(page).digest('hex').slice(0, 16);
}

/** `GET /builds/latest.json`: the id of the shell build now live, polled by open pages (spec §7). */
export function registerLatestBuild(app: FastifyInstance, page: () => string): void {
  app.get('/builds/latest.json', async (_request, reply) => {
    return reply.header('Cache-Control', 'no-cache, no-store').send({ id: shellBuildId(page()) });
  });
}
