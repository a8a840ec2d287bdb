import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';

/**
 * A domain's Fastify plugin: its routes (player routes, webhooks, ops routes) and its workers,
 * started when asked and stopped when the server closes. It registers into the server's own
 * scope (Fastify's `skip-override`, as fastify-plugin sets it), so routes, hooks and URLs are
 * exactly what they would be if app.ts wired each route file itself.
 */
export function domainPlugin<Options extends object>(name: string, plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
}

/** What every domain plugin is handed. */
export interface DomainPluginOptions {
  db: Kysely<DB>;
  /** The ops bearer token (ops routes also take an operator console session with the path's role). */
  opsToken: string;
  /** Background workers run in this process (off in tests). */
  workers: boolean;
}
