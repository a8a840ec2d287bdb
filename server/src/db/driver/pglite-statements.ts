import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** What a statement kept by PGlite needs on each run: its name, its parameters' types and its result's columns. */
interface KeptStatement {
  name: string;
  paramTypes: number[];
  rowDescription: BackendMessage | null;
}

export interface PgliteAnswer {
  command?: string;
  rowCount: number;
  rows: unknown[];
}

/**
 * A transaction's `begin`, `commit` or `rollback` (a comment at most besides): sent as one simple
 * query, which PGlite answers in one call where its own `query` takes six (0.33 against 0.05 ms
 * for a begin and a commit, measured in memory), twice in every transaction.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b[^;]*$/i;

/** PostgreSQL's "prepared statement does not exist" (a session reset dropped it): it is prepared again. */
const STATEMENT_GONE = '26000';
/** "prepared statement already exists": the session kept it from an earlier keeper; it is replaced. */
const STATEMENT_TAKEN = '42P05';

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * Statements on PGlite the way `kyselyPool` runs them on a PostgreSQL server: each distinct
 * statement is parsed once under a name (`nameOf`, null for one not to keep), and each run only
 * binds and executes it, in one call into the database. PGlite's own `query` parses, describes
 * and plans every statement on every run, in six calls; for the short statements of a round or a
 * session check that was most of the embedded database's work.
 *
 * As on a PostgreSQL server, a statement run often is planned once for any values (a generic
 * plan) when that costs no more than planning each run. Such a plan stays until its tables are
 * analyzed, which `keepStatisticsCurrent` does as they grow: the embedded database has no
 * autovacuum, and a plan made while a table was small (a scan of all of it) would otherwise stay.
 *
 * Statements sent together (`pipelined`) run one after another in the order they were sent:
 * PGlite answers one exchange at a time.
 */
export function keptStatements(pg: PGlite, nameOf: (text: string) => string | null) {
  const kept = new Map<string, KeptStatement>();
  let last: Promise<unknown> = Promise.resolve();
  // PGlite's own calls (a query, a listen) take this turn too: nothing runs between our messages and their answers.
  const exclusive = <T>(fn: () => Promise<T>) => pg._runExclusiveQuery(fn);

  async function prepare(name: string, text: string): Promise<KeptStatement> {
    try {
      return await prepareOnce(name, text);
    } catch (error) {
      if ((error as { code?: string }).code !== STATEMENT_TAKEN) throw error;
      await exclusive(() => pg.execProtocolStream(concat([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]), { syncToFs: false }));
      return prepareOnce(name, text);
    }
  }

  async function prepareOnce(name: string, text: string): Promise<KeptStatement> {
    const messages = await exclusive(() =>
      pg.execProtocolStream(concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]), {
        syncToFs: false,
      }),
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription') ?? null,
    };
    kept.set(text, statement);
    return statement;
  }

  async function run(statement: KeptStatement, params: readonly unknown[]): Promise<PgliteAnswer> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = pg.serializers[statement.paramTypes[i] ?? 0];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await exclusive(() =>
      pg.execProtocolStream(concat([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute(), protocol.serialize.sync()]), {
        syncToFs: false,
      }),
    );
    // The columns were described once, when the statement was prepared; each run answers its rows only.
    const [result] = parse.parseResults(statement.rowDescription ? [statement.rowDescription, ...messages] : messages, pg.parsers);
    return { command: result?.command, rowCount: result?.affectedRows ?? 0, rows: result?.rows ?? [] };
  }

  async function control(text: string): Promise<PgliteAnswer> {
    const messages = await exclusive(() => pg.execProtocolStream(protocol.serialize.query(text), { syncToFs: false }));
    const [result] = parse.parseResults(messages, pg.parsers);
    if (!pg.isInTransaction()) await pg.syncToFs();
    return { command: result?.command, rowCount: 0, rows: [] };
  }

  async function answer(text: string, params: readonly unknown[]): Promise<PgliteAnswer> {
    if (params.length === 0 && TRANSACTION_CONTROL.test(text)) return control(text);
    const name = nameOf(text);
    if (name === null) {
      const r = await pg.query(text, [...params]);
      return { command: (r as { command?: string }).command, rowCount: r.affectedRows ?? 0, rows: r.rows };
    }
    const statement = kept.get(text) ?? (await prepare(name, text));
    let result: PgliteAnswer;
    try {
      result = await run(statement, params);
    } catch (error) {
      // Inside a transaction the failed run has aborted it: the caller gets the error.
      if ((error as { code?: string }).code !== STATEMENT_GONE || pg.isInTransaction()) throw error;
      kept.delete(text);
      result = await run(await prepare(name, text), params);
    }
    if (!pg.isInTransaction()) await pg.syncToFs();
    return result;
  }

  return function query(text: string, params: readonly unknown[] = []): Promise<PgliteAnswer> {
    const next = last.then(() => answer(text, params));
    last = next.catch(() => {});
    return next;
  };
}
