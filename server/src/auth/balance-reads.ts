import { sql } from 'kysely';
import { perTurn } from '../db/per-turn';
import type { BalanceRow } from './account-row';

/**
 * The balances of a signed-in player's account, as the session path reads them on every call.
 * The reads of all calls that arrived in the same turn of the event loop go to the database as
 * one statement (`perTurn`: a round trip each cost about as much as the rest of the call). Nothing
 * is kept: each read starts after its call arrived, so it sees every write committed before.
 */
export const readBalances = perTurn<number, BalanceRow[]>(async (db, ids) => {
  const distinct = [...new Set(ids)];
  const { rows } = await sql<{ id: number; balances: BalanceRow[] }>`
    select a.id, account_balances(a.id) as balances from unnest(${distinct}::bigint[]) as a(id)`.execute(db);
  const byId = new Map(rows.map((row) => [Number(row.id), row.balances]));
  return ids.map((id) => byId.get(id) ?? []);
});
