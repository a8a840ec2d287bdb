/**
 * Seeds a fresh database with a catalogue of a chosen size before the server first starts on it
 * (the server then finds it seeded and leaves it as it is). The bench uses it for a hall of
 * 1,000+ games:
 *
 *   DATA_DIR=/tmp/big tsx src/seed/cli.ts --games-per-studio 130
 */
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { isSeeded, seedDemo } from './index';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const perStudio = Number.parseInt(arg('--games-per-studio') ?? '80', 10);
if (!Number.isInteger(perStudio) || perStudio < 1 || perStudio > 2000) {
  console.error('--games-per-studio takes a whole number from 1 to 2000');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolSize: config.databasePoolSize, prepare: config.databasePrepare } : { dir: join(config.dataDir, 'pgdata') });
try {
  await migrate(database);
  if (await isSeeded(database.db)) {
    console.error('the database is seeded already; seed a fresh DATA_DIR');
    process.exitCode = 1;
  } else {
    await seedDemo(database.db, { passwordCost: config.passwordCost, gamesPerProvider: perStudio });
    await sql`analyze`.execute(database.db);
    const { n } = await database.db.selectFrom('games').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    console.log(`seeded ${n} games`);
  }
} finally {
  await database.close();
}
