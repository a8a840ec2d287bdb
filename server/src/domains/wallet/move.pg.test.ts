/**
 * The wallet's entry point (`move`): entries written in the caller's order, locks taken in the
 * wallet's order whatever the caller's order (two units of work over the same accounts in opposite
 * orders do not deadlock), locks the caller already holds not taken again (a run of entries on a
 * held balance is one statement), entries held for the caller's statement (nothing sent), and a
 * lock out of the order refused. Runs on the embedded database and, with DATABASE_URL, on a
 * PostgreSQL server (real parallel transactions).
 */
import { sql, type KyselyPlugin, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { createTestServer, type TestServer } from '../../testing/server';
import { cashierClient, ledgerMismatches } from '../../testing/cashier';
import { lock, move as moveOnLaunch } from '../rounds/wallet';
import type { Launch } from '../rounds/launch';
import { type BalanceRow } from './locks';
import { move } from './move';
import type { Posting } from './ledger';

let s: TestServer;

beforeAll(async () => {
  s = await createTestServer();
}, 90_000);
afterAll(() => s.close());

const db = () => s.database.db;
const player = async () => (await cashierClient(s.app).player()).id;
const main = (accountId: number): BalanceRow => ({ accountId, balanceKind: 'main' });
const bonus = (accountId: number): BalanceRow => ({ accountId, balanceKind: 'bonus' });
let keys = 0;
const entry = (row: BalanceRow, amount: number, kind: Posting['kind'] = 'adjustment'): Posting => ({
  ...row,
  kind,
  amount,
  idempotencyKey: `move-test:${++keys}`,
});

const amountOf = async (row: BalanceRow) =>
  Number(
    (await db().selectFrom('balances').select('amount').where('account_id', '=', row.accountId).where('kind', '=', row.balanceKind).executeTakeFirstOrThrow())
      .amount,
  );

/** The transaction as seen through a counter of the statements sent through it. */
function counted(trx: Transaction<DB>): { trx: Transaction<DB>; statements: () => number } {
  let n = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      n++;
      return args.result;
    },
  };
  return { trx: trx.withPlugin(counter), statements: () => n };
}

it('writes the entries in the caller order, whatever the order the locks are taken in', async () => {
  const id = await player();
  const entries = [entry(bonus(id), 3_00), entry(main(id), 10_00), entry(bonus(id), -1_00), entry(main(id), -4_00)];
  const posted = await db()
    .transaction()
    .execute((trx) => move(trx, entries));
  expect(posted.map((p) => p.balanceAfter)).toEqual([3_00, 10_00, 2_00, 6_00]);
  const rows = await db()
    .selectFrom('ledger')
    .select(['id', 'idempotency_key', 'balance_after'])
    .where(
      'idempotency_key',
      'in',
      entries.map((e) => e.idempotencyKey),
    )
    .orderBy('id')
    .execute();
  expect(rows.map((r) => r.idempotency_key)).toEqual(entries.map((e) => e.idempotencyKey));
  expect(rows.map((r) => Number(r.id))).toEqual(posted.map((p) => p.entryId));
  expect(await amountOf(main(id))).toBe(6_00);
  expect(await amountOf(bonus(id))).toBe(2_00);
  expect(await ledgerMismatches(db(), id)).toEqual([]);
});

it('answers a repeated entry with its first posting and refuses a debit below zero, moving nothing of the unit', async () => {
  const id = await player();
  const credit = entry(main(id), 5_00);
  const [first] = await db()
    .transaction()
    .execute((trx) => move(trx, [credit]));
  const [again] = await db()
    .transaction()
    .execute((trx) => move(trx, [credit]));
  expect(again).toEqual({ ...first, repeated: true });
  await expect(
    db()
      .transaction()
      .execute((trx) => move(trx, [entry(bonus(id), 1_00), entry(main(id), -6_00)])),
  ).rejects.toMatchObject({ type: 'BillingTransactionDeclinedException' });
  expect(await amountOf(main(id))).toBe(5_00);
  expect(await amountOf(bonus(id))).toBe(0);
});

it('lets two units of work over the same two accounts in opposite orders both finish (no deadlock)', async () => {
  const [a, b] = [await player(), await player()];
  await db()
    .transaction()
    .execute((trx) => move(trx, [entry(main(a), 100_00), entry(main(b), 100_00)]));
  const transfer = (from: number, to: number) =>
    db()
      .transaction()
      .execute(async (trx) => {
        await move(trx, [entry(main(from), -1_00), entry(main(to), 1_00)]);
        // Held a moment with both rows locked, so that the other order's unit waits here, not halfway.
        await sql`select pg_sleep(0.01)`.execute(trx);
      });
  const rounds = Array.from({ length: 20 }, () => [transfer(a, b), transfer(b, a)]).flat();
  const outcomes = await Promise.allSettled(rounds);
  expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
  expect((await amountOf(main(a))) + (await amountOf(main(b)))).toBe(200_00);
  expect(await ledgerMismatches(db(), a)).toEqual([]);
  expect(await ledgerMismatches(db(), b)).toEqual([]);
}, 60_000);

it('takes no lock the caller holds: a run of entries on a held balance is one statement, with the lock statement only for what is not held', async () => {
  const id = await player();
  await db()
    .transaction()
    .execute((trx) => move(trx, [entry(main(id), 20_00), entry(bonus(id), 5_00)]));
  await db()
    .transaction()
    .execute(async (plain) => {
      await plain.selectFrom('balances').select('amount').where('account_id', '=', id).where('kind', '=', 'main').forUpdate().execute();
      const { trx, statements } = counted(plain);
      await move(trx, [entry(main(id), -1_00), entry(main(id), 50)], { locked: [main(id)] });
      expect(statements()).toBe(1);
      // The bonus balance is not held: one statement locks it (after main, in the order), one posts to it.
      await move(trx, [entry(bonus(id), -1_00)], { locked: [main(id)] });
      expect(statements()).toBe(3);
    });
  expect(await amountOf(main(id))).toBe(19_50);
  expect(await amountOf(bonus(id))).toBe(4_00);
});

it("costs a round's movement one statement on the wallet its lock holds (the game wallet of rounds)", async () => {
  const id = await player();
  await db()
    .transaction()
    .execute((trx) => move(trx, [entry(main(id), 10_00)]));
  const launch = { id: 0, accountId: id, mode: 'real' } as Launch;
  const balance = await db()
    .transaction()
    .execute(async (plain) => {
      await lock(plain, launch);
      const { trx, statements } = counted(plain);
      await moveOnLaunch(trx, launch, { amount: -2_00, kind: 'bet', idempotencyKey: `move-test:round:${id}:bet`, reference: {} });
      const after = await moveOnLaunch(trx, launch, { amount: 3_00, kind: 'win', idempotencyKey: `move-test:round:${id}:win`, reference: {} });
      expect(statements()).toBe(2);
      return after;
    });
  expect(balance).toBe(11_00);
});

it('holds the entries on a held main balance for the caller statement without sending anything, and posts the others', async () => {
  const id = await player();
  await db()
    .transaction()
    .execute((trx) => move(trx, [entry(main(id), 10_00), entry(bonus(id), 10_00)]));
  const hold: Posting[] = [];
  const stake = entry(main(id), -2_00, 'bet');
  const bonusStake = entry(bonus(id), -1_00, 'bet');
  await db()
    .transaction()
    .execute(async (plain) => {
      await plain.selectFrom('balances').select('amount').where('account_id', '=', id).orderBy('kind', 'desc').forUpdate().execute();
      const { trx, statements } = counted(plain);
      await move(trx, [stake], { locked: [main(id), bonus(id)], hold });
      expect(statements()).toBe(0);
      await move(trx, [bonusStake], { locked: [main(id), bonus(id)], hold });
      expect(statements()).toBe(1);
    });
  expect(hold).toEqual([stake]);
  expect(await amountOf(main(id))).toBe(10_00);
  expect(await amountOf(bonus(id))).toBe(9_00);
});

it('refuses to lock a balance before one the caller holds in the order (out of the wallet lock order)', async () => {
  const id = await player();
  await expect(
    db()
      .transaction()
      .execute((trx) => move(trx, [entry(main(id), 1_00)], { locked: [bonus(id)] })),
  ).rejects.toThrow(/lock order/);
  expect(await amountOf(main(id))).toBe(0);
});
