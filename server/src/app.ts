import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { registerReleaseRoutes, type ReleaseSource } from './releases/routes';
import { workspaceReleases } from './releases/workspace';
import { registerFileSending, registerShellRoutes, shellPageReader } from './static/routes';
import { registerBeacon } from './ops/beacon';
import type { Database } from './db/connection';
import { frameworkErrors, openPlatformDatabase, registerPlatform } from './platform';
import type { MessageSender } from './outbox/outbox';
import { registerOAuth } from './oauth/routes';

export interface ServerDeps {
  releases?: ReleaseSource;
  /** An open, migrated database (tests); otherwise the configured one is opened and closed with the server. */
  database?: Database;
  /** The shell's page, instead of reading the shell build (tests). */
  shellPage?: string;
  /** Background workers such as the outbox sender (default on). */
  workers?: boolean;
  sender?: MessageSender;
}

/** Releases found in the workspace's build output, rescanned when asked (cheap: a few files). */
export function workspaceReleaseSource(rootDir: string): ReleaseSource {
  return {
    active: () => workspaceReleases(rootDir),
    find: (remote, release) => workspaceReleases(rootDir).find((r) => r.name === remote && r.release === release),
  };
}

export async function buildServer(config: Config, deps: ServerDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // A hop count trusts that many proxies in front of the server.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    disableRequestLogging: config.logLevel !== 'debug',
    frameworkErrors,
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  await registerFileSending(app);
  registerReleaseRoutes(app, deps.releases ?? workspaceReleaseSource(config.rootDir));
  registerBeacon(app, { record: (beacon) => app.log.warn({ beacon }, 'remote failure reported') });

  const database = deps.database ?? (await openPlatformDatabase(config, app.log));
  // Runs after the server stopped taking requests and in-flight ones finished.
  if (!deps.database) app.addHook('onClose', async () => database.close());
  await registerPlatform(app, config, database, { workers: deps.workers ?? true, ...(deps.sender ? { sender: deps.sender } : {}) });
  await registerOAuth(app, database.db, config);

  const shellPage = deps.shellPage;
  const page = shellPage !== undefined ? () => shellPage : shellPageReader(config.shellDir, { reread: process.env.SHELL_WATCH === '1' });
  registerShellRoutes(app, config.shellDir, { renderPage: () => page() });

  return app;
}
