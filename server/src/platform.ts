import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@casino/contract';
import type { Config } from './config';
import { openDatabase, type Database } from './db/connection';
import { assertSchemaCurrent, migrate } from './db/migrate';
import { ensureSeeded } from './seed';
import { registerApi } from './api/dispatch';
import { HANDLERS } from './methods';
import { registerContent } from './content/routes';
import { registerOutboxPage } from './outbox/routes';
import type { Providers } from './providers';
import { developmentSender, startOutboxWorker, type MessageSender } from './outbox/outbox';
import { startRetention } from './retention/retention';
import { registerExportDownload } from './history/routes';
import { EXPORT_WORKER_DEFAULTS, startExportWorker } from './history/exports';

/** Opens the database of the configuration: DATABASE_URL, else the embedded one under DATA_DIR/pgdata. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: config.databasePoolSize, prepare: config.databasePrepare }
      : { dir: join(config.dataDir, 'pgdata') },
  );
}

/**
 * Opens the database of the configuration and seeds a fresh database with the demo data. Its
 * schema must be current: `pnpm migrate` applies the migrations; only with MIGRATE_ON_START (on in
 * the demo) does a start apply them itself. Otherwise a schema behind the code is refused
 * (SchemaBehindError), before anything runs on it.
 */
export async function openPlatformDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const started = Date.now();
  const database = await openConfiguredDatabase(config);
  try {
    if (config.migrateOnStart) {
      const applied = await migrate(database);
      if (applied.length) log.info({ migrations: applied }, 'database migrated');
    } else {
      await assertSchemaCurrent(database);
    }
    if (config.seedDemo && (await ensureSeeded(database.db, { passwordCost: config.passwordCost }))) {
      log.info('demo data seeded');
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  log.info({ driver: database.driver, ms: Date.now() - started }, 'database ready');
  return database;
}

export interface PlatformOptions {
  /** Send queued e-mail and SMS in the background (off in tests). */
  workers: boolean;
  sender?: MessageSender;
  providers: Providers;
}

/** The player API, the content service and (outside production) the development outbox page. */
export async function registerPlatform(app: FastifyInstance, config: Config, database: Database, options: PlatformOptions): Promise<void> {
  await registerApi(app, {
    db: database.db,
    config,
    handlers: HANDLERS,
    providers: options.providers,
    ...(database.listen ? { listen: database.listen } : {}),
  });
  await registerContent(app, database.db, config);
  registerExportDownload(app, database.db, config);
  if (!config.production) registerOutboxPage(app, database.db);
  if (options.workers) {
    const stop = startOutboxWorker(database.db, options.sender ?? developmentSender(app.log), app.log);
    app.addHook('onClose', async () => stop());
    const stopRetention = startRetention(database.db, config.bounds.retention, { sessionIdleSeconds: config.session.idle }, { log: app.log });
    app.addHook('onClose', async () => stopRetention());
    const exportSettings = { ...EXPORT_WORKER_DEFAULTS, fileHours: config.historyExports.fileHours };
    const stopExports = startExportWorker(database.db, exportSettings, app.log, config.historyExports.pollMs);
    app.addHook('onClose', async () => stopExports());
  }
}

/**
 * Errors Fastify raises before routing (a malformed URL, a path segment over the length limit):
 * the platform's paths answer the catalogue envelope, other paths Fastify's usual JSON.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const path = request.url;
  if (/^\/(api|content|nfx)\//.test(path)) {
    const apiError =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH' && path.startsWith('/api/')
        ? new ApiError('MethodNotFound', 'Unknown method')
        : new ApiError('InvalidRequest', 'Malformed request');
    void reply.code(apiError.status).header('Cache-Control', 'no-store').send(apiError.toEnvelope());
    return;
  }
  const statusCode = error.statusCode ?? 400;
  void reply.code(statusCode).send({ error: statusCode === 414 ? 'URI Too Long' : 'Bad Request', code: error.code, statusCode });
}
