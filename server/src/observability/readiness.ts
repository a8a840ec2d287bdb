/**
 * `/readyz`: whether this instance can serve players now. `/healthz` only says the process lives;
 * readiness also asks the database (reachable, every migration of this code applied) and the
 * release storage (the active releases' files readable). A load balancer sends players only to a
 * ready instance; nginx and `pnpm cluster` wait for it.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { loadMigrations } from '../db/migrate';
import type { ReleaseStorage } from '../domains/releases';

export interface Check {
  ok: boolean;
  detail?: string;
}

export interface Readiness {
  ready: boolean;
  checks: Record<'database' | 'migrations' | 'releaseStorage', Check>;
}

export interface ReadinessSources {
  db: Kysely<DB>;
  /** Null when releases are served from the workspace builds (`pnpm dev`): nothing to read. */
  storage: ReleaseStorage | null;
  /** The migration ids of this code (the files); read once. */
  migrationIds?: string[];
  timeoutMs?: number;
}

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

const failed = (error: unknown): Check => ({ ok: false, detail: (error as Error).message.slice(0, 200) });

/** Migrations of the code the database has not applied, in order. */
export async function migrationsBehind(db: Kysely<DB>, ids: string[]): Promise<string[]> {
  const rows = await sql<{ id: string }>`select id from schema_migrations`.execute(db);
  const applied = new Set(rows.rows.map((r) => r.id));
  return ids.filter((id) => !applied.has(id));
}

export async function checkReadiness(sources: ReadinessSources): Promise<Readiness> {
  const ms = sources.timeoutMs ?? 2000;
  const ids = sources.migrationIds ?? loadMigrations().map((m) => m.id);
  const database = await within(ms, sql`select 1`.execute(sources.db)).then((): Check => ({ ok: true }), failed);
  let migrations: Check = { ok: false, detail: 'database unreachable' };
  let releaseStorage: Check = { ok: false, detail: 'database unreachable' };
  if (database.ok) {
    migrations = await within(ms, migrationsBehind(sources.db, ids)).then(
      (behind): Check =>
        behind.length
          ? { ok: false, detail: `behind the code by ${behind.length}: ${behind.slice(0, 5).join(', ')}${behind.length > 5 ? ', …' : ''} (run pnpm migrate)` }
          : { ok: true },
      failed,
    );
    releaseStorage = sources.storage
      ? await within(ms, activeReleasesReadable(sources.db, sources.storage)).catch(failed)
      : { ok: true, detail: 'workspace builds' };
  }
  return { ready: database.ok && migrations.ok && releaseStorage.ok, checks: { database, migrations, releaseStorage } };
}

async function activeReleasesReadable(db: Kysely<DB>, storage: ReleaseStorage): Promise<Check> {
  const active = await db.selectFrom('remote_activations').select(['remote', 'active_release']).where('active_release', 'is not', null).execute();
  const missing: string[] = [];
  for (const a of active) if (!(await storage.has(a.remote, a.active_release!))) missing.push(`${a.remote} ${a.active_release}`);
  return missing.length ? { ok: false, detail: `active release files not readable: ${missing.join(', ')}` } : { ok: true };
}

/** The last answer kept a few seconds: probes every second must not each ask the storage. */
export function cachedReadiness(sources: ReadinessSources, keepMs = 2000): () => Promise<Readiness> {
  let kept: { at: number; answer: Promise<Readiness> } | null = null;
  const ids = sources.migrationIds ?? loadMigrations().map((m) => m.id);
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at > keepMs) kept = { at: now, answer: checkReadiness({ ...sources, migrationIds: ids }) };
    return kept.answer;
  };
}
