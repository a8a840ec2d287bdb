/**
 * The whole money loop at once, for several players in two currencies: 200 concurrent mixed
 * operations — paid rounds through the game wallet (bets and wins), bonus activations and
 * removals, withdrawal requests (some forfeiting the bonus), payout approvals racing the
 * player's cancellation, rejections, the payout provider's outcomes, and every cashback taken
 * twice at once. Afterwards, for every player and currency, the main and bonus balances equal
 * their ledger sums, no payment was paid or returned twice, no cashback was credited twice and
 * nothing went below zero. The mix is drawn from a seeded generator, and so are the rounds'
 * outcomes. Runs on the embedded database and, with DATABASE_URL, on a PostgreSQL server.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@casino/contract';
import { createTestServer, type TestServer } from '../../testing/server';
import { realLaunch } from '../../testing/games';
import { cashierClient, ledgerMismatches, paymentMismatches, trustDetails } from '../../testing/cashier';
import type { Deliver } from '../../providers/callbacks/delivery';
import { decideDue, deliverDue } from '../../providers/payouts/demo-provider';
import type { Launch } from '../rounds/launch';
import { playRound } from '../rounds/rounds';
import { runCashback } from '../cashback/job';
import { takeCashback } from '../cashback/records';
import { rng } from '../../seed/random';
import { post } from './ledger';
import { cancelWithdrawal } from '../payments/payments';
import { activateBonus, grantBonus, removeBonus } from '../bonuses/bonuses';
import { lockMainBalance } from './locks';

let s: TestServer;

beforeAll(async () => {
  s = await createTestServer({ env: { WITHDRAWALS_PER_DAY: '1000', PAYOUTS_DEMO_DELAY_SECONDS: '0' } });
}, 90_000);
afterAll(() => s.close());

type Outcome = { kind: string; ok: boolean; error?: string };

const CARD = JSON.stringify({ card_number: '4111111111111111', card_holder: 'LOOP TEST' });

/** Per currency, in minor units: the starting deposit (major), stakes, bonus sizes, withdrawal amounts (major). */
const SIZES = {
  USD: { deposit: 2_000, stake: [10, 20_00], bonus: 5_00, withdraw: [20, 90] },
  UZS: { deposit: 20_000_000, stake: [1_000_00, 200_000_00], bonus: 50_000_00, withdraw: [100_000, 900_000] },
} as const;

const deliver =
  (app: FastifyInstance): Deliver =>
  async (path, headers, body) => {
    const r = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { status: r.statusCode, body: r.body };
  };

function ops(url: string, body: unknown = {}) {
  return s.app.inject({
    method: 'POST',
    url,
    headers: { authorization: 'Bearer ops-secret', 'x-ops-actor': 'loop', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

const launchFor = (cookie: string, sysname: string): Promise<Launch> => realLaunch(s, cookie, sysname);

const attempt = async (kind: string, run: () => Promise<unknown>): Promise<Outcome> => {
  try {
    await run();
    return { kind, ok: true };
  } catch (error) {
    if (error instanceof ApiError) return { kind, ok: false, error: error.type };
    throw error;
  }
};

/** An answer of the player API or the ops API as an outcome (402 and 400 are typed refusals). */
const answered = (kind: string, status: number, body: string | { error?: { type?: string } }): Outcome => {
  if (status === 200) return { kind, ok: true };
  const parsed = typeof body === 'string' ? (JSON.parse(body) as { error?: { type?: string } }) : body;
  return { kind, ok: false, error: parsed.error?.type ?? `HTTP ${status}` };
};

it('keeps every player’s books right in both currencies under 200 concurrent operations of the whole money loop', async () => {
  const c = cashierClient(s.app);
  const db = s.database.db;
  const r = rng(7070);
  const slot = await db.selectFrom('games').select('sysname').where('type', '=', 'slot').where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();

  const players = [];
  for (const currency of ['USD', 'UZS', 'USD', 'UZS'] as const) {
    const p = await c.player({ confirmed: true, db, currency });
    await c.deposit(p.cookie, SIZES[currency].deposit);
    await trustDetails(db, p.id, 'visa_mastercard', CARD);
    // Withdrawals already waiting for a decision, made before the bonuses are given (a withdrawal forfeits them).
    const waiting: number[] = [];
    for (let i = 0; i < 5; i++) {
      const made = await c.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: String(SIZES[currency].withdraw[0]), requisites: CARD });
      if (made.status !== 200) throw new Error(`makewithdrawal: ${JSON.stringify(made.body)}`);
      waiting.push(made.body.data.id as number);
    }
    const bonuses = await db.transaction().execute(async (trx) => {
      await lockMainBalance(trx, p.id);
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) {
        const b = await grantBonus(trx, {
          accountId: p.id,
          kind: 'casino',
          source: 'ops',
          amount: SIZES[currency].bonus * (i + 1),
          currency,
          wager: 2,
          days: 7,
          description: { uz: { title: `Loop ${i}` } },
        });
        ids.push(b.id);
      }
      return ids;
    });
    // Losses in the current period: the cashback job makes each player a record to take.
    for (let i = 0; i < 3; i++) {
      await db
        .transaction()
        .execute((trx) =>
          post(trx, { accountId: p.id, balanceKind: 'main', kind: 'bet', amount: -SIZES[currency].stake[1], idempotencyKey: `loop-loss-${p.id}-${i}` }),
        );
    }
    players.push({ ...p, currency, bonuses, waiting, launch: await launchFor(p.cookie, slot.sysname) });
  }
  await runCashback(db, { periods: ['current'], startedBy: 'ops:loop', mode: 'demand' });
  const cashbacks = await db
    .selectFrom('cashbacks')
    .select(['id', 'account_id'])
    .where(
      'account_id',
      'in',
      players.map((p) => p.id),
    )
    .where('status', '=', 'active')
    .execute();
  expect(cashbacks.length).toBe(players.length);

  const list: Array<() => Promise<Outcome>> = [];
  // Every waiting withdrawal gets competing decisions: approve vs cancel, reject twice, or approve vs reject vs cancel.
  for (const p of players) {
    p.waiting.forEach((id, i) => {
      const cancel = () => c.cancelWithdrawal(p.cookie, id).then((a) => answered('cancel', a.status, a.body));
      const approve = () => ops(`/ops/payouts/${id}/approve`).then((a) => answered('approve', a.statusCode, a.body));
      const reject = () => ops(`/ops/payouts/${id}/reject`, { reason: 'loop' }).then((a) => answered('reject', a.statusCode, a.body));
      // The player's cancellation also straight through the cashier (no API round trips before its lock), so
      // it can win the race against the operator on any database.
      const cancelNow = () => attempt('cancel', () => cancelWithdrawal(db, p.id, id));
      if (i % 3 === 0) list.push(approve, i % 2 === 0 ? cancelNow : cancel);
      else if (i % 3 === 1) list.push(reject, reject);
      else list.push(approve, reject, cancel);
    });
  }
  // Every cashback taken twice at once.
  for (const cb of cashbacks) {
    for (let k = 0; k < 2; k++) list.push(() => attempt('cashback', () => takeCashback(db, Number(cb.account_id), Number(cb.id), null)));
  }
  // The payout provider decides and reports while the rest goes on.
  for (let k = 0; k < 4; k++) {
    list.push(async () => {
      await decideDue(db, []);
      await deliverDue(db, deliver(s.app));
      return { kind: 'provider', ok: true };
    });
  }
  // The rest of the 200: rounds, bonus activations and removals, new withdrawals.
  let n = 0;
  while (list.length < 200) {
    const p = r.pick(players);
    const size = SIZES[p.currency];
    const pick = r.next();
    const i = n++;
    if (pick < 0.55) {
      const seed = r.int(1, 1e9);
      const stake = r.int(size.stake[0], size.stake[1]);
      // Every ninth is a provider retry of one round id per player.
      const roundId = i % 9 === 0 ? `loop-retry-${p.id}` : `loop-${p.id}-${i}`;
      list.push(() => attempt('round', () => playRound(db, p.launch, { round_id: roundId, bet: { stake } }, rng(seed).next)));
    } else if (pick < 0.72) {
      const bonus = r.pick(p.bonuses);
      list.push(() => attempt('activate', () => activateBonus(db, p.id, bonus, 'casino')));
    } else if (pick < 0.8) {
      const bonus = r.pick(p.bonuses);
      list.push(() => attempt('remove', () => removeBonus(db, p.id, bonus, 'casino')));
    } else {
      const amount = r.int(size.withdraw[0], size.withdraw[1]);
      const forfeit = r.chance(0.5);
      list.push(async () => {
        const made = await c.makeWithdrawal(p.cookie, {
          method: 'visa_mastercard',
          amount: String(amount),
          requisites: CARD,
          ...(forfeit ? { forfeit_bonus: '1' } : {}),
        });
        return answered('withdrawal', made.status, made.body);
      });
    }
  }
  expect(list).toHaveLength(200);

  const started = Date.now();
  const outcomes = await Promise.all(r.shuffle(list).map((op) => op()));
  const elapsed = Date.now() - started;
  // What the provider has left: decided and reported, so every approval ends paid or rejected.
  await db
    .updateTable('demo_provider_payouts')
    .set({ decide_at: sql`now()` })
    .where('status', '=', 'processing')
    .execute();
  await decideDue(db, []);
  await deliverDue(db, deliver(s.app));

  // Refusals are typed business outcomes (funds, a bonus in the wrong state, a decision already taken), never a failure.
  const typed = ['BillingTransactionDeclinedException', 'InvalidParameterException', 'WithdrawalDeclinedException', 'BonusActiveException'];
  const unexpected = outcomes.filter((o) => !o.ok && !typed.includes(o.error ?? ''));
  expect(unexpected).toEqual([]);
  expect(outcomes.filter((o) => o.ok && o.kind === 'round').length).toBeGreaterThan(50);

  // For every player and balance: the balance is its ledger sum, in the player's currency only.
  expect(await ledgerMismatches(db)).toEqual([]);
  expect(await paymentMismatches(db)).toEqual([]);
  const ids = players.map((p) => p.id);
  const currencies = await db.selectFrom('ledger').select(['account_id', 'currency']).distinct().where('account_id', 'in', ids).execute();
  for (const row of currencies) expect(row.currency).toBe(players.find((p) => p.id === Number(row.account_id))!.currency);
  const negative = await sql<{ n: number }>`
    select (select count(*) from balances where amount < 0) + (select count(*) from ledger where balance_after < 0) as n`.execute(db);
  expect(Number(negative.rows[0]!.n)).toBe(0);

  // No withdrawal paid or given back twice, none left half-decided.
  const twice = await sql<{ key: string }>`
    select idempotency_key as key from ledger where account_id in (${sql.join(ids)}) group by account_id, idempotency_key having count(*) > 1`.execute(db);
  expect(twice.rows).toEqual([]);
  const withdrawals = await db
    .selectFrom('payments')
    .select(['id', 'status', 'withdrawal_status'])
    .where('account_id', 'in', ids)
    .where('type', '=', 'withdrawal')
    .execute();
  expect(withdrawals.filter((w) => w.withdrawal_status === 'approved')).toEqual([]);
  const paidEvents = await sql<{ payment_id: number }>`
    select payment_id from payment_callbacks where payment_id in (${sql.join(withdrawals.map((w) => w.id))}) and status = 'success'
    group by payment_id having count(*) > 1`.execute(db);
  expect(paidEvents.rows).toEqual([]);
  for (const w of withdrawals) {
    const expected = { paid: 'success', rejected: 'fail', cancelled: 'cancel', requested: 'pending' }[w.withdrawal_status as string];
    expect([w.id, w.status]).toEqual([w.id, expected]);
  }

  // Each cashback credited exactly once.
  const credited = await db.selectFrom('ledger').select(['idempotency_key']).where('account_id', 'in', ids).where('kind', '=', 'cashback').execute();
  expect(credited.map((l) => l.idempotency_key).sort()).toEqual(cashbacks.map((cb) => `cashback:${cb.id}`).sort());

  // The retried rounds moved money once each.
  for (const p of players)
    expect((await db.selectFrom('game_rounds').select('id').where('round_id', '=', `loop-retry-${p.id}`).execute()).length).toBeLessThanOrEqual(1);

  const counts = outcomes.reduce<Record<string, number>>(
    (acc, o) => ((acc[`${o.kind}:${o.ok ? 'ok' : o.error}`] = (acc[`${o.kind}:${o.ok ? 'ok' : o.error}`] ?? 0) + 1), acc),
    {},
  );
  console.log(`200 concurrent money-loop operations (${s.database.driver}): ${elapsed} ms`, counts);
}, 240_000);
