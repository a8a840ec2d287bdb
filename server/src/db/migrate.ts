import { createHash } from 'node:crypto';
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

/** A migration's fingerprint: SHA-256 of its text with line endings made alike (a checkout's CRLF is no edit). */
export function migrationChecksum(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('hex');
}

/** A migration changed after a database applied it: the database no longer matches the code's history. */
export class EditedMigrationError extends Error {
  constructor(readonly ids: string[]) {
    super(
      `Migration${ids.length > 1 ? 's' : ''} ${ids.join(', ')} changed after this database applied ${ids.length > 1 ? 'them' : 'it'}. ` +
        'An applied migration is never edited: restore its text and put the change in a new migration.',
    );
    this.name = 'EditedMigrationError';
  }
}

/**
 * Applies the migrations not applied yet, each in its own transaction together with its
 * record, so a crash leaves a migration either fully applied or not at all. An advisory lock
 * keeps several instances starting at once from applying the same migration twice.
 * Each record keeps the migration's checksum: an applied migration whose text changed since is
 * refused before anything is applied (a record from before checksums adopts the text it finds).
 */
export async function migrate(database: Database, migrations = loadMigrations(), onApplied?: (id: string, ms: number) => void): Promise<string[]> {
  const applied: string[] = [];
  await database.script((q) =>
    q(
      `select pg_advisory_xact_lock(72347101);
       create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now());
       alter table schema_migrations add column if not exists checksum text`,
    ),
  );
  const sums = new Map(migrations.map((m) => [m.id, migrationChecksum(m.sql)]));
  await database.script(async (q) => {
    await q(`select pg_advisory_xact_lock(72347101)`);
    const records = (await q(`select id, checksum from schema_migrations`)) as { id: string; checksum: string | null }[];
    const edited = records.filter((r) => r.checksum !== null && sums.has(r.id) && sums.get(r.id) !== r.checksum).map((r) => r.id);
    if (edited.length > 0) throw new EditedMigrationError(edited.sort());
    for (const r of records)
      if (r.checksum === null && sums.has(r.id)) await q(`update schema_migrations set checksum = '${sums.get(r.id)}' where id = '${r.id}'`);
  });
  for (const m of migrations) {
    const started = Date.now();
    const done = await database.script(async (q) => {
      await q(`select pg_advisory_xact_lock(72347101)`);
      const rows = await q(`select 1 from schema_migrations where id = '${m.id}'`);
      if (rows.length > 0) return false;
      await q(m.sql);
      await q(`insert into schema_migrations (id, checksum) values ('${m.id}', '${sums.get(m.id)}')`);
      return true;
    });
    if (done) {
      applied.push(m.id);
      onApplied?.(m.id, Date.now() - started);
    }
  }
  return applied;
}

/**
 * The migrations this code has and the database has not applied (all of them on a fresh database).
 * An applied migration whose text changed since is refused here too (EditedMigrationError).
 */
export async function pendingMigrations(database: Database, migrations = loadMigrations()): Promise<string[]> {
  const records = await database.script(async (q) => {
    const [table] = (await q(`select to_regclass('schema_migrations') is not null as present`)) as { present: boolean }[];
    if (!table?.present) return [];
    const columns = (await q(
      `select column_name from information_schema.columns where table_name = 'schema_migrations' and column_name = 'checksum' and table_schema = current_schema()`,
    )) as unknown[];
    return (await q(`select id, ${columns.length ? 'checksum' : 'null as checksum'} from schema_migrations`)) as { id: string; checksum: string | null }[];
  });
  const applied = new Map(records.map((r) => [r.id, r.checksum]));
  const edited = migrations.filter((m) => applied.get(m.id) && applied.get(m.id) !== migrationChecksum(m.sql)).map((m) => m.id);
  if (edited.length > 0) throw new EditedMigrationError(edited.sort());
  return migrations.filter((m) => !applied.has(m.id)).map((m) => m.id);
}

/** A database whose schema is behind the code: nothing runs on it until `pnpm migrate` (or MIGRATE_ON_START=1). */
export class SchemaBehindError extends Error {
  readonly code = 'schema_behind';
  constructor(readonly pending: string[]) {
    const shown = pending.length > 4 ? [...pending.slice(0, 3), '…'] : pending;
    super(
      `database schema is behind this code: ${pending.length} migration${pending.length === 1 ? '' : 's'} pending (${shown.join(', ')}); ` +
        'run pnpm migrate (or start with MIGRATE_ON_START=1)',
    );
    this.name = 'SchemaBehindError';
  }
}

/** Refuses a database whose schema is behind the code. */
export async function assertSchemaCurrent(database: Database, migrations = loadMigrations()): Promise<void> {
  const pending = await pendingMigrations(database, migrations);
  if (pending.length > 0) throw new SchemaBehindError(pending);
}
