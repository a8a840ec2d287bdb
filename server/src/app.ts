import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { databaseReleaseSource, registerReleaseRoutes, workspaceReleaseSource, type ReleaseSource } from './releases/routes';
import { ReleaseService } from './releases/service';
import { LocalDiskStorage } from './releases/storage';
import { registerOpsRoutes } from './ops/routes';
import { resolveOpsToken } from './ops/token';
import { join } from 'node:path';
import { registerFileSending, registerShellRoutes, shellPageReader } from './static/routes';
import { registerSeoHead, seoPageRenderer } from './seo';
import { registerSite } from './site';
import { registerBeacon } from './ops/beacon';
import type { Database } from './db/connection';
import { frameworkErrors, openPlatformDatabase, registerPlatform } from './platform';
import type { MessageSender } from './outbox/outbox';
import { registerOAuth } from './oauth/routes';
import { registerPayments } from './providers/payments';
import { registerGameProvider } from './providers/games';

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

/** When a canary is rolled back automatically (CANARY_FAILURE_RATE, CANARY_MIN_FAILURES). */
function canaryPolicy(env: NodeJS.ProcessEnv) {
  const rate = Number(env.CANARY_FAILURE_RATE ?? 0.2);
  const min = Number.parseInt(env.CANARY_MIN_FAILURES ?? '5', 10);
  return { failureRate: Number.isFinite(rate) && rate > 0 ? rate : 0.2, minFailures: Number.isFinite(min) && min > 0 ? min : 5 };
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
  const database = deps.database ?? (await openPlatformDatabase(config, app.log));
  // Runs after the server stopped taking requests and in-flight ones finished.
  if (!deps.database) {
    app.addHook('onClose', async () => {
      await database.close();
      app.log.info('database closed');
    });
  }
  // Remote releases: published to the registry (default), or live from the workspace builds (`pnpm dev`).
  const storage = new LocalDiskStorage(join(config.dataDir, 'releases'));
  const releaseService = new ReleaseService(database.db, storage, canaryPolicy(process.env));
  const releases =
    deps.releases ??
    (process.env.REGISTRY_SOURCE === 'workspace' ? workspaceReleaseSource(config.rootDir) : databaseReleaseSource(releaseService, storage, config.cookieSecure));
  registerReleaseRoutes(app, releases, Number.parseInt(process.env.REGISTRY_REFRESH_SECONDS ?? '30', 10) || 30);
  registerBeacon(app, {
    record: async (beacon, bucket) => {
      app.log.warn({ beacon }, 'remote failure reported');
      const { rolledBack } = await releaseService.recordFailure(beacon, bucket);
      if (rolledBack) app.log.error({ remote: beacon.remote, release: beacon.release }, 'canary rolled back: failure rate over the threshold');
    },
  });
  registerOpsRoutes(app, releaseService, resolveOpsToken(config.opsToken, config.dataDir));

  await registerPlatform(app, config, database, { workers: deps.workers ?? true, ...(deps.sender ? { sender: deps.sender } : {}) });
  await registerOAuth(app, database.db, config);
  await registerPayments(app, database.db, { workers: deps.workers ?? true, seed: config.seedDemo });
  await registerGameProvider(app, database.db, config, { settleEveryMs: deps.workers === false ? 0 : 15_000 });

  const shellPage = deps.shellPage;
  const page = shellPage !== undefined ? () => shellPage : shellPageReader(config.shellDir, { reread: process.env.SHELL_WATCH === '1' });
  registerSite(app, { db: database.db, config, page });
  registerSeoHead(app, database.db);
  registerShellRoutes(app, config.shellDir, { renderPage: seoPageRenderer(database.db, page) });

  return app;
}
