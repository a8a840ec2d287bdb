/**
 * 200 concurrent deposits, withdrawals (some cancelled) and bets for one player, with repeated
 * idempotency keys among them: afterwards every balance equals the sum of its ledger entries,
 * no balance or running balance went below zero, and every payment's money matches its status.
 * Runs on the embedded database and, with DATABASE_URL, on a PostgreSQL server (real parallel
 * transactions on a connection pool).
 */
import { sql } from 'kysely';
import { ApiError } from '@casino/contract';
import { createTestServer, type TestServer } from '../../testing/server';
import { cashierClient, ledgerMismatches, paymentMismatches, trustDetails } from '../../testing/cashier';
import { post } from './ledger';
import { rng } from '../../seed/random';

let s: TestServer;

beforeAll(async () => {
  s = await createTestServer({ env: { WITHDRAWALS_PER_DAY: '1000' } });
}, 90_000);
afterAll(() => s.close());

type Outcome = { kind: string; ok: boolean; error?: string };

it('keeps the books right under 200 concurrent money movements for one player', async () => {
  const c = cashierClient(s.app);
  const db = s.database.db;
  const { cookie, id } = await c.player({ confirmed: true, db });
  await c.deposit(cookie, 1000);

  const r = rng(2024);
  const card = JSON.stringify({ card_number: '4111111111111111', card_holder: 'LOAD TEST' });
  await trustDetails(db, id, 'visa_mastercard', card);
  const sharedDepositKey = c.key();
  const sharedWithdrawalKey = c.key();
  const ops: Array<() => Promise<Outcome>> = [];
  for (let i = 0; i < 200; i++) {
    const pick = r.next();
    if (pick < 0.35) {
      const amount = r.int(10, 120);
      const decision = r.pick(['approve', 'approve', 'decline', 'pending'] as const);
      // Every tenth deposit reuses one key: those must make a single payment.
      const key = i % 10 === 0 ? sharedDepositKey : c.key();
      ops.push(async () => {
        const made = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: String(i % 10 === 0 ? 50 : amount) }, key);
        if (made.status !== 200) return { kind: 'deposit', ok: false, error: made.body.error?.type };
        await c.decide(made.body.data.redirect.url, decision);
        return { kind: 'deposit', ok: true };
      });
    } else if (pick < 0.65) {
      const amount = r.int(20, 150);
      const cancel = r.chance(0.4);
      const key = i % 10 === 1 ? sharedWithdrawalKey : c.key();
      ops.push(async () => {
        const made = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: String(i % 10 === 1 ? 30 : amount), requisites: card }, key);
        if (made.status !== 200) return { kind: 'withdrawal', ok: false, error: made.body.error?.type };
        if (cancel) await c.cancelWithdrawal(cookie, made.body.data.id);
        return { kind: 'withdrawal', ok: true };
      });
    } else {
      const amount = r.int(100, 3000);
      // Some bets are sent twice under one key, as a provider retry would.
      const key = `load-bet-${i % 7 === 0 ? 'retry' : i}`;
      ops.push(async () => {
        try {
          await db.transaction().execute((trx) => post(trx, { accountId: id, balanceKind: 'main', kind: 'bet', amount: -amount, idempotencyKey: key }));
          return { kind: 'bet', ok: true };
        } catch (error) {
          if (error instanceof ApiError) return { kind: 'bet', ok: false, error: error.type };
          throw error;
        }
      });
    }
  }

  const started = Date.now();
  const outcomes = await Promise.all(ops.map((op) => op()));
  const elapsed = Date.now() - started;

  // Refusals are typed business outcomes (funds, limits), never a failure of the system.
  const unexpected = outcomes.filter((o) => !o.ok && !['WithdrawalDeclinedException', 'BillingTransactionDeclinedException'].includes(o.error ?? ''));
  expect(unexpected).toEqual([]);
  expect(outcomes.filter((o) => o.ok).length).toBeGreaterThan(80);

  expect(await ledgerMismatches(db)).toEqual([]);
  expect(await paymentMismatches(db)).toEqual([]);
  const negative = await sql<{ n: number }>`
    select (select count(*) from balances where amount < 0) + (select count(*) from ledger where balance_after < 0) as n`.execute(db);
  expect(Number(negative.rows[0]!.n)).toBe(0);

  // The shared keys made one payment each; the retried bet moved money once.
  const shared = await db
    .selectFrom('payments')
    .select('id')
    .where('account_id', '=', id)
    .where('idempotency_key', 'in', [sharedDepositKey, sharedWithdrawalKey])
    .execute();
  expect(shared.length).toBeLessThanOrEqual(2);
  expect(await db.selectFrom('ledger').select('id').where('account_id', '=', id).where('idempotency_key', '=', 'load-bet-retry').execute()).toHaveLength(
    outcomes.some((o) => o.kind === 'bet' && o.ok) ? 1 : 0,
  );

  // The balance is what the payments and bets say it is.
  const main = await db.selectFrom('balances').select('amount').where('account_id', '=', id).where('kind', '=', 'main').executeTakeFirstOrThrow();
  const expected = await sql<{ total: string }>`
    select
      coalesce((select sum(amount) from payments where account_id = ${id} and type = 'deposit' and status = 'success'), 0)
      - coalesce((select sum(amount) from payments where account_id = ${id} and type = 'withdrawal' and status <> 'cancel'), 0)
      + coalesce((select sum(amount) from ledger where account_id = ${id} and kind = 'bet'), 0) as total`.execute(db);
  expect(main.amount).toBe(Number(expected.rows[0]!.total));
  expect((await c.balance(cookie)).main * 100).toBe(main.amount);
  console.log(
    `200 concurrent money movements (${s.database.driver}): ${elapsed} ms, ${outcomes.filter((o) => o.ok).length} accepted, final balance ${main.amount / 100} USD`,
  );
}, 180_000);
