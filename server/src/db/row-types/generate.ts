/**
 * Generates the row types (`../schema.generated.ts`) from the migrations: applies every migration
 * to a schema of its own on the PostgreSQL server named by DATABASE_URL, reads the tables back
 * with kysely-codegen and drops the schema. `pnpm --filter @casino/server db:types` runs it on a
 * throwaway server (scripts/with-postgres.sh, then `cli.ts`).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropSchema, openDatabase } from '../connection';
import { migrate } from '../migrate';

export const GENERATED_FILE = fileURLToPath(new URL('../schema.generated.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/** How the platform reads what PostgreSQL answers (db/driver/pg-types.ts: bigint as a number). */
const TYPE_MAPPING = { int8: 'number' };

const HEADER = `/**
 * Row types of the tables the migrations create, generated from them: do not edit.
 * Regenerate with \`pnpm --filter @casino/server db:types\` after adding a migration (schema.ts narrows them).
 */
`;

/** Writes the row types of the migrated database to `outFile`. */
export async function generateRowTypes(url: string, outFile = GENERATED_FILE): Promise<void> {
  const schema = `row_types_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ url, schema, poolSize: 1 });
  try {
    await migrate(database);
    const run = spawnSync(
      join(SERVER_DIR, 'node_modules', '.bin', 'kysely-codegen'),
      [
        '--dialect=postgres',
        `--url=${url}`,
        `--default-schema=${schema}`,
        `--include-pattern=${schema}.*`,
        `--exclude-pattern=${schema}.schema_migrations`,
        `--type-mapping=${JSON.stringify(TYPE_MAPPING)}`,
        '--log-level=error',
        `--out-file=${outFile}`,
      ],
      { cwd: SERVER_DIR, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`kysely-codegen failed: ${run.stderr || run.stdout}`);
    writeFileSync(outFile, HEADER + readFileSync(outFile, 'utf8'));
  } finally {
    await dropSchema(database, schema);
    await database.close();
  }
}
