import DataLoader from 'dataloader';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { BalanceRow } from './sessions';

/** Most accounts one statement reads. */
const MAX_BATCH = 500;

const readers = new WeakMap<Kysely<DB>, DataLoader<number, BalanceRow[]>>();

/**
 * The balances of a signed-in player's account, as the session path reads them on every call.
 * The reads of all calls that arrived in the same turn of the event loop go to the database as
 * one statement (a round trip each cost about as much as the rest of the call). Nothing is kept:
 * each read starts after its call arrived, so it sees every write committed before.
 */
export function readBalances(db: Kysely<DB>, accountId: number): Promise<BalanceRow[]> {
  let reader = readers.get(db);
  if (!reader) {
    reader = new DataLoader((ids) => balancesOfAccounts(db, ids), {
      cache: false,
      maxBatchSize: MAX_BATCH,
      // After the poll phase: the calls read from every socket in this turn share the statement.
      batchScheduleFn: (run) => setImmediate(run),
    });
    readers.set(db, reader);
  }
  return reader.load(accountId);
}

async function balancesOfAccounts(db: Kysely<DB>, ids: readonly number[]): Promise<BalanceRow[][]> {
  const distinct = [...new Set(ids)];
  const { rows } = await sql<{ id: number; balances: BalanceRow[] }>`
    select a.id, account_balances(a.id) as balances from unnest(${distinct}::bigint[]) as a(id)`.execute(db);
  const byId = new Map(rows.map((row) => [Number(row.id), row.balances]));
  return ids.map((id) => byId.get(id) ?? []);
}
