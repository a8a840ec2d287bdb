/**
 * The server process killed (SIGKILL) in the middle of the whole money loop for players in two
 * currencies: paid rounds through the game wallet, bonus activations and removals, withdrawal
 * requests (some forfeiting the bonus), cancellations, payout approvals and rejections racing
 * them, the payout provider's outcomes, and cashbacks taken twice at once. After a restart (its
 * payout worker finishing what was approved) every balance equals its ledger, no payment's money
 * disagrees with its status, no ledger entry was written twice, each cashback was credited at
 * most once and only when paid out, and nothing is negative.
 */
import { sql } from 'kysely';
import { ledgerMismatches, paymentMismatches, trustDetails } from '../../testing/cashier';
import { http } from '../../testing/process';
import { api, approvedPayoutsHandedOver, crashBed, gameRound, killDuring, launchToken, negativeMoney, pause } from '../../testing/crash';
import { runCashback } from '../cashback/job';
import { rng } from '../../seed/random';
import { post } from './ledger';
import { grantBonus } from '../bonuses/bonuses';
import { lockMainBalance } from './locks';

const bed = crashBed('loop-crash', {
  WITHDRAWALS_PER_DAY: '1000',
  OPS_TOKEN: 'loop-ops-token',
  PAYOUTS_DEMO_DELAY_SECONDS: '0',
  PAYOUTS_WORKER_SECONDS: '1',
  PAYOUTS_DEMO_FAIL: '33',
  CASHBACK_CHECK_SECONDS: '0',
});
const CARD = JSON.stringify({ card_number: '4111111111111111', card_holder: 'LOOP CRASH' });
const opsHeaders = { authorization: 'Bearer loop-ops-token', 'x-ops-actor': 'loop-crash' };

const SIZES = {
  USD: { fund: 3_000_00, stake: [10, 15_00], bonus: 5_00, withdraw: [20, 80] },
  UZS: { fund: 30_000_000_00, stake: [1_000_00, 150_000_00], bonus: 50_000_00, withdraw: [100_000, 800_000] },
} as const;

interface Player {
  id: number;
  cookie: string;
  currency: 'USD' | 'UZS';
  token: string;
  bonuses: number[];
  cashback: number;
  pending: number[];
}

it('keeps the books right when killed in the middle of the whole money loop', async () => {
  // Players registered through the server, in two currencies…
  const first = await bed.start();
  const currencies = ['USD', 'UZS', 'USD', 'UZS'] as const;
  const registered = await Promise.all(
    currencies.map(async (currency, n) => {
      const r = await http(first.port, 'POST', api('auth.register'), {
        form: { login: `loopcrash${n}x${Date.now()}@example.org`, password: 'secret12', currency },
        headers: { 'x-forwarded-for': `10.93.0.${n + 1}` },
      });
      if (r.status !== 200 || !r.cookie) throw new Error(`register: ${r.body}`);
      return { cookie: r.cookie, id: JSON.parse(r.body).data.uid as number, currency };
    }),
  );
  first.proc.kill('SIGTERM');
  expect(await first.exited).toBe(0);

  // …funded, their e-mail and card their own, bonuses granted, and a loss in the period the cashback job runs
  // (the embedded database has one opener: the server is down).
  const db = (await bed.open()).db;
  const prepared: Array<Omit<Player, 'token' | 'cashback'>> = [];
  for (const p of registered) {
    const size = SIZES[p.currency];
    await db.updateTable('contacts').set({ is_confirmed: true, confirmed_at: new Date() }).where('account_id', '=', p.id).execute();
    await trustDetails(db, p.id, 'visa_mastercard', CARD);
    await db.transaction().execute((trx) =>
      post(trx, {
        accountId: p.id,
        balanceKind: 'main',
        kind: 'adjustment',
        amount: size.fund,
        currency: p.currency,
        idempotencyKey: `loopcrash-fund-${p.id}`,
      }),
    );
    await db.transaction().execute((trx) =>
      post(trx, {
        accountId: p.id,
        balanceKind: 'main',
        kind: 'bet',
        amount: -size.stake[1] * 2,
        currency: p.currency,
        idempotencyKey: `loopcrash-loss-${p.id}`,
      }),
    );
    const bonuses = await db.transaction().execute(async (trx) => {
      await lockMainBalance(trx, p.id);
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) {
        ids.push(
          (
            await grantBonus(trx, {
              accountId: p.id,
              kind: 'casino',
              source: 'ops',
              amount: size.bonus * (i + 1),
              currency: p.currency,
              wager: 2,
              days: 7,
              description: { uz: { title: `Loop ${i}` } },
            })
          ).id,
        );
      }
      return ids;
    });
    prepared.push({ ...p, bonuses, pending: [] });
  }
  await runCashback(db, { periods: ['current'], startedBy: 'ops:test', mode: 'demand' });
  const records = await db
    .selectFrom('cashbacks')
    .select(['id', 'account_id'])
    .where(
      'account_id',
      'in',
      registered.map((p) => p.id),
    )
    .execute();
  expect(records).toHaveLength(registered.length);
  const slot = await db.selectFrom('games').select('sysname').where('type', '=', 'slot').where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();
  await bed.close();

  const child = await bed.start();
  const players: Player[] = [];
  for (const p of prepared) {
    const token = launchToken((await http(child.port, 'GET', `/platform/game/${slot.sysname}/play?mode=real`, { cookie: p.cookie })).body);
    players.push({ ...p, token, cashback: Number(records.find((r) => Number(r.account_id) === p.id)!.id) });
  }

  let moves = 0;
  const r = rng(7171);
  const step = async () => {
    const player = r.pick(players);
    const size = SIZES[player.currency];
    const pick = r.next();
    if (pick < 0.4) {
      const status = await gameRound(child.port, player.token, {
        round_id: `loop-crash-${r.int(0, 1e12)}`,
        bet: { stake: r.int(size.stake[0], size.stake[1]) },
      });
      if (status === 200) moves++;
    } else if (pick < 0.5) {
      await http(child.port, 'POST', api('bonuses.activate'), { form: { bonus_id: String(r.pick(player.bonuses)) }, cookie: player.cookie });
    } else if (pick < 0.55) {
      await http(child.port, 'POST', api('bonuses.remove'), { form: { bonus_id: String(r.pick(player.bonuses)) }, cookie: player.cookie });
    } else if (pick < 0.72 || !player.pending.length) {
      const w = await http(child.port, 'POST', api('cashier.makewithdrawal'), {
        form: {
          method: 'visa_mastercard',
          amount: String(r.int(size.withdraw[0], size.withdraw[1])),
          requisites: CARD,
          ...(r.chance(0.5) ? { forfeit_bonus: '1' } : {}),
        },
        cookie: player.cookie,
        headers: { 'idempotency-key': `loop-crash-w-${r.int(0, 1e12)}` },
      });
      if (w.status === 200) player.pending.push(JSON.parse(w.body).data.id as number);
    } else if (pick < 0.92) {
      // A decision racing the player's cancellation.
      const id = r.pick(player.pending);
      const decision = r.chance(0.65)
        ? http(child.port, 'POST', `/ops/payouts/${id}/approve`, { headers: opsHeaders, json: {} })
        : http(child.port, 'POST', `/ops/payouts/${id}/reject`, { headers: opsHeaders, json: { reason: 'loop crash' } });
      const cancel = http(child.port, 'POST', api('cashier.cancelwithdrawal'), {
        form: { id: String(id) },
        cookie: player.cookie,
        headers: { 'idempotency-key': `loop-crash-c-${id}` },
      });
      await Promise.all([decision, cancel]);
    } else {
      // The cashback taken twice at once.
      const take = () => http(child.port, 'POST', api('cashbacks.payout'), { form: { cashback_id: String(player.cashback) }, cookie: player.cookie });
      await Promise.all([take(), take()]);
    }
  };
  // Killed once the mix is well under way (a slower database takes longer to get there).
  await killDuring(child, step, async () => {
    const until = Date.now() + 12_000;
    await pause(2000);
    while (moves < 30 && Date.now() < until) await pause(100);
  });
  expect(moves).toBeGreaterThan(5);

  // After the restart the payout worker hands over what was approved, and the provider reports every outcome.
  const again = await bed.start();
  await approvedPayoutsHandedOver(again.port, opsHeaders);
  again.proc.kill('SIGTERM');
  expect(await again.exited).toBe(0);

  const database = await bed.open();
  const books = database.db;
  const ids = players.map((p) => p.id);
  expect(await ledgerMismatches(books)).toEqual([]);
  expect(await paymentMismatches(books)).toEqual([]);
  expect(await negativeMoney(books)).toBe(0);
  const twice = await sql<{ key: string }>`
    select idempotency_key as key from ledger where account_id in (${sql.join(ids)}) group by account_id, idempotency_key having count(*) > 1`.execute(books);
  expect(twice.rows).toEqual([]);
  // Each player's money stays in the player's currency.
  const labels = await books.selectFrom('ledger').select(['account_id', 'currency']).distinct().where('account_id', 'in', ids).execute();
  for (const l of labels) expect(l.currency).toBe(players.find((p) => p.id === Number(l.account_id))!.currency);
  // A cashback is credited once exactly when it is paid out.
  const wrong = await sql<{ id: number }>`
    select c.id from cashbacks c where c.account_id in (${sql.join(ids)}) and
      (select count(*) from ledger l where l.account_id = c.account_id and l.idempotency_key = 'cashback:' || c.id and l.amount = c.amount)
        <> case when c.status = 'paid_out' then 1 else 0 end`.execute(books);
  expect(wrong.rows).toEqual([]);
  // Nothing approved is left hanging; what the provider decided is what the withdrawals say.
  // Each row left says its state, so a failure tells which report went missing.
  const lost = await sql<{ order_id: number }>`
    select d.order_id, d.status, d.callback_due, d.callback_attempts, d.callback_error, p.status as payment_status, p.withdrawal_status
    from demo_provider_payouts d join payments p on p.id = d.order_id
    where p.account_id in (${sql.join(ids)}) and ((d.status = 'paid' and p.withdrawal_status <> 'paid') or (d.status = 'failed' and p.withdrawal_status <> 'rejected')
       or d.status = 'processing' or d.callback_due)`.execute(books);
  expect(lost.rows).toEqual([]);
  const states = await books.selectFrom('payments').select('withdrawal_status').where('account_id', 'in', ids).where('type', '=', 'withdrawal').execute();
  const count = (s: string) => states.filter((x) => x.withdrawal_status === s).length;
  console.log(
    `money loop killed after ${moves} rounds: ${states.length} withdrawals (${count('paid')} paid, ${count('rejected')} rejected, ${count('cancelled')} cancelled) (${database.driver})`,
  );
}, 240_000);
