import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  id: string;
  sql: string;
}

/** `NNN_name.sql` files in order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ id: f.replace(/\.sql$/, ''), sql: readFileSync(join(dir, f), 'utf8') }));
}

/**
 * Applies the migrations not applied yet, each in its own transaction together with its
 * record, so a crash leaves a migration either fully applied or not at all. An advisory lock
 * keeps several instances starting at once from applying the same migration twice.
 */
export async function migrate(database: Database, migrations = loadMigrations()): Promise<string[]> {
  const applied: string[] = [];
  await database.script((q) =>
    q(`select pg_advisory_xact_lock(72347101); create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())`),
  );
  for (const m of migrations) {
    const done = await database.script(async (q) => {
      await q(`select pg_advisory_xact_lock(72347101)`);
      const rows = await q(`select 1 from schema_migrations where id = '${m.id}'`);
      if (rows.length > 0) return false;
      await q(m.sql);
      await q(`insert into schema_migrations (id) values ('${m.id}')`);
      return true;
    });
    if (done) applied.push(m.id);
  }
  return applied;
}
