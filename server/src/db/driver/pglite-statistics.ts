/**
 * The part of autovacuum the embedded database lacks: statistics renewed as tables grow. A plan
 * made while a table was small (a scan of all of it) stays in use, by a kept statement for good,
 * until the table is analyzed; on PostgreSQL autovacuum does that within its minute.
 */

/** How often the embedded database's tables are checked for growth. */
export const STATISTICS_CHECK_MS = 10_000;

/**
 * The tables of the current schema that doubled (and grew by 8 pages) since they were last
 * analyzed: their size now against the size their statistics were gathered at (`relpages`). A plan
 * needs a table's size to within a factor, and each `analyze` holds the single connection (about
 * 0.1 s on a table of a few thousand pages), so a growing table is analyzed a few times, not often.
 * `regclass` quotes each name as the `analyze` statement needs it.
 */
export const OUTGROWN_TABLES = `select c.oid::regclass::text as name from pg_class c
  where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
    and pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 2 + 8
  order by c.relname`;

type Run = (text: string) => Promise<readonly Record<string, unknown>[]>;

/**
 * The sample the embedded database's `analyze` takes, per column (PostgreSQL's default is 100):
 * the analyze holds the one thread every call runs on, 0.26 s on a ledger of 300,000 rows at 100
 * and 0.05 s at 20, and estimates to a factor are all the plans here need.
 */
export const EMBEDDED_STATISTICS_TARGET = 20;

/** Analyzes the tables that outgrew their statistics, one statement each; answers their names. */
export async function analyzeOutgrownTables(run: Run): Promise<string[]> {
  const names = (await run(OUTGROWN_TABLES)).map((row) => String(row.name));
  if (names.length > 0) await run(`set default_statistics_target = ${EMBEDDED_STATISTICS_TARGET}`);
  // One table at a time: each takes its own turn on the single connection, between other callers' work.
  for (const name of names) await run(`analyze ${name}`);
  return names;
}

/** Checks every `every` ms until the answered function is called; a check never overlaps the one before. */
export function keepStatisticsCurrent(run: Run, every = STATISTICS_CHECK_MS): () => void {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    analyzeOutgrownTables(run)
      // A check that failed (the database closing) is tried again at the next one.
      .catch(() => {})
      .finally(() => (checking = false));
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
