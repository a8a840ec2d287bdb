/**
 * `pnpm migrate`: applies the migrations this code has and the database has not, each in its own
 * transaction, printing each one (docs/development.md). The database is DATABASE_URL, else the
 * embedded one under DATA_DIR. Instances and ops commands refuse a schema behind the code unless
 * MIGRATE_ON_START is on (the demo's default): migrating is this step of its own.
 */
import { loadConfig } from '../config';
import { assertNoServerHere } from '../cli/direct';
import { main, secondsSince, type Program } from '../cli/kit';

export const MIGRATE_PROGRAM: Program = {
  name: 'pnpm migrate',
  summary: 'Applies the database migrations (docs/development.md).',
  scripted: true,
  commands: {
    migrate: {
      summary: 'Applies the pending migrations to DATABASE_URL, else to the embedded database under DATA_DIR, and prints each one.',
      details: [
        'The embedded database has one opener: stop the server on DATA_DIR first (the command refuses otherwise).',
        'On PostgreSQL instances may keep running: a lock keeps two migrations from running at once.',
      ],
      options: { 'dry-run': { type: 'boolean', description: 'list the pending migrations, apply nothing' } },
      examples: ['pnpm migrate', 'pnpm migrate --dry-run', 'DATABASE_URL=postgres://… pnpm migrate --json'],
      async run(args, io) {
        const config = loadConfig();
        assertNoServerHere(config, 'migrate its database');
        const [{ openConfiguredDatabase }, { migrate, pendingMigrations }] = await Promise.all([import('../platform'), import('./migrate')]);
        const database = await openConfiguredDatabase(config);
        const where = config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/pgdata`;
        try {
          const pending = await pendingMigrations(database);
          if (args.flag('dry-run') || pending.length === 0) {
            io.result({ database: where, pending, applied: [] }, () =>
              io.say(
                pending.length
                  ? `${pending.length} pending on ${where}:\n${pending.map((id) => `  ${id}`).join('\n')}`
                  : `the schema of ${where} is current: nothing to apply`,
              ),
            );
            return;
          }
          io.say(`applying ${pending.length} migration${pending.length === 1 ? '' : 's'} to ${where}…`);
          const started = Date.now();
          const applied = await migrate(database, undefined, (id, ms) => io.say(`  applied ${id} (${(ms / 1000).toFixed(1)} s)`));
          io.result({ database: where, pending: [], applied }, () => io.say(`${applied.length} applied in ${secondsSince(started)}`));
        } finally {
          await database.close();
        }
      },
    },
  },
};

if (process.argv[1] && /db[\\/]cli\.[cm]?[jt]s$/.test(process.argv[1])) main(MIGRATE_PROGRAM);
