/**
 * Seeds a fresh database with a catalogue of a chosen size before the server first starts on it
 * (the server then finds it seeded and leaves it as it is). The bench uses it for a hall of
 * 1,000+ games:
 *
 *   DATA_DIR=/tmp/big tsx src/seed/cli.ts --games-per-studio 130
 *
 * A fresh database is created with every migration; one that exists must be current (`pnpm
 * migrate`) and not yet seeded. Never beside a server on the same data directory.
 */
import { loadConfig } from '../config';
import { assertNoServerHere } from '../cli/direct';
import { CliError, main, wholeNumber, type Program } from '../cli/kit';

export const SEED_PROGRAM: Program = {
  name: 'tsx src/seed/cli.ts',
  summary: 'Seeds a fresh database with the demo data and a catalogue of a chosen size.',
  defaultCommand: 'seed',
  commands: {
    seed: {
      summary: 'Seeds the database of DATA_DIR (or DATABASE_URL) before a server first starts on it.',
      details: ['A fresh database is created with every migration first. A database seeded already is refused: seed a fresh DATA_DIR.'],
      options: { 'games-per-studio': { type: 'string', value: 'n', description: 'games per studio, 1–2000 (default 80)' } },
      examples: ['DATA_DIR=/tmp/big tsx src/seed/cli.ts --games-per-studio 130'],
      async run(args, io) {
        const perStudio = args.has('games-per-studio') ? wholeNumber(args.string('games-per-studio'), '--games-per-studio', 1, 2000) : 80;
        const config = loadConfig();
        assertNoServerHere(config, 'seed its database');
        const [{ sql }, { openConfiguredDatabase }, { loadMigrations, migrate, pendingMigrations, SchemaBehindError }, { isSeeded, seedDemo }] =
          await Promise.all([import('kysely'), import('../platform'), import('../db/migrate'), import('./index')]);
        const database = await openConfiguredDatabase(config);
        try {
          const pending = await pendingMigrations(database);
          // Creating a fresh database is this command's job; bringing an existing one up to date is `pnpm migrate`'s.
          if (pending.length === loadMigrations().length || config.migrateOnStart) await migrate(database);
          else if (pending.length) throw new SchemaBehindError(pending);
          if (await isSeeded(database.db)) throw new CliError('the database is seeded already; seed a fresh DATA_DIR', 'seeded_already');
          await seedDemo(database.db, { passwordCost: config.passwordCost, gamesPerProvider: perStudio });
          await sql`analyze`.execute(database.db);
          const { n } = await database.db
            .selectFrom('games')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow();
          io.result({ games: Number(n) }, () => io.say(`seeded ${n} games`));
        } finally {
          await database.close();
        }
      },
    },
  },
};

if (process.argv[1] && /seed[\\/]cli\.[cm]?[jt]s$/.test(process.argv[1])) main(SEED_PROGRAM);
