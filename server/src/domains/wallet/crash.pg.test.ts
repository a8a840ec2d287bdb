/**
 * The server process killed (SIGKILL) in the middle of deposits, provider decisions, withdrawals,
 * cancellations and payout decisions: after a restart the books are right (every balance equals its ledger, no
 * payment's money disagrees with its status, nothing negative), every acknowledged request
 * survived, and every outcome the provider recorded reaches the merchant (callbacks that were
 * not acknowledged before the kill are delivered after the restart).
 */
import { sql } from 'kysely';
import { ledgerMismatches, paymentMismatches } from '../../testing/cashier';
import { rng } from '../../seed/random';
import { http } from '../../testing/process';
import { api, approvedPayoutsHandedOver, crashBed, killDuring, negativeMoney, pause, restartCleanly } from '../../testing/crash';

// A short backoff: outcomes that failed at the kill are sent again in the restart's first rounds.
const payments = crashBed('cashier-crash', { WITHDRAWALS_PER_DAY: '1000', JOB_BACKOFF_BASE_MS: '50', JOB_BACKOFF_MAX_MS: '200' });
const OPS = { authorization: 'Bearer crash-ops-token', 'x-ops-actor': 'crash' };
const payouts = crashBed('payout-crash', {
  WITHDRAWALS_PER_DAY: '1000',
  JOB_BACKOFF_BASE_MS: '50',
  JOB_BACKOFF_MAX_MS: '200',
  OPS_TOKEN: 'crash-ops-token',
  PAYOUTS_DEMO_DELAY_SECONDS: '0',
  PAYOUTS_WORKER_SECONDS: '1',
  PAYOUTS_DEMO_FAIL: '33',
});
const CARD = JSON.stringify({ card_number: '4111111111111111', card_holder: 'CRASH TEST' });

interface Player {
  login: string;
  cookie: string;
  pending: number[];
}

async function newPlayer(port: number, n: number): Promise<Player> {
  const login = `crashpay${n}x${Date.now()}@example.org`;
  const headers = { 'x-forwarded-for': `10.88.0.${n}` };
  const reg = await http(port, 'POST', api('auth.register'), { form: { login, password: 'secret12', currency: 'USD' }, headers });
  if (reg.status !== 200 || !reg.cookie) throw new Error(`register: ${reg.body}`);
  const cookie = reg.cookie;
  await http(port, 'POST', api('account.sendconfirmationtocontact'), { form: { contact: 'email' }, cookie, headers });
  const outbox = JSON.parse((await http(port, 'GET', '/dev/outbox.json')).body) as { items: Array<{ recipient: string; body: string }> };
  const code = /\b(\d{6})\b/.exec(outbox.items.find((m) => m.recipient === login)?.body ?? '')?.[1];
  if (!code) throw new Error('no confirmation code');
  const confirmed = await http(port, 'POST', api('account.confirmContact'), { form: { contact: 'email', code }, cookie, headers });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.body}`);
  // Dated past the withdrawal cooling-off (a development page): the code for a new card may go to that e-mail.
  const earlier = await http(port, 'POST', `/dev/contacts/confirmed-earlier?login=${encodeURIComponent(login)}`, { headers });
  if (earlier.status !== 200) throw new Error(`confirmed earlier: ${earlier.body}`);
  return { login, cookie, pending: [] };
}

/** The first withdrawal to the card, confirmed with the code sent for it; later ones need none. */
async function firstWithdrawal(port: number, player: Player): Promise<number> {
  const form = { method: 'visa_mastercard', amount: '20', requisites: CARD };
  const key = `crash-first-${Math.random().toString(36).slice(2)}`;
  const asked = await http(port, 'POST', api('cashier.makewithdrawal'), { form, cookie: player.cookie, headers: { 'idempotency-key': key } });
  if (!asked.body.includes('RequisitesValidationRequiredException')) throw new Error(`no code asked: ${asked.body}`);
  const outbox = JSON.parse((await http(port, 'GET', '/dev/outbox.json')).body) as { items: Array<{ recipient: string; body: string; purpose: string }> };
  const code = /\b(\d{6})\b/.exec(outbox.items.find((m) => m.recipient === player.login && m.purpose === 'withdrawal')?.body ?? '')?.[1];
  if (!code) throw new Error('no withdrawal code');
  const made = await http(port, 'POST', api('cashier.makewithdrawal'), { form: { ...form, code }, cookie: player.cookie, headers: { 'idempotency-key': key } });
  if (made.status !== 200) throw new Error(`withdrawal with code: ${made.body}`);
  return JSON.parse(made.body).data.id as number;
}

async function deposit(port: number, player: Player, amount: number, decision: string): Promise<number | null> {
  const key = `crash-d-${Math.random().toString(36).slice(2)}`;
  const r = await http(port, 'POST', api('cashier.makedeposit'), {
    form: { method: 'visa_mastercard', amount: String(amount) },
    cookie: player.cookie,
    headers: { 'idempotency-key': key },
  });
  if (r.status !== 200) return null;
  const data = JSON.parse(r.body).data;
  await http(port, 'POST', data.redirect.url, { form: { decision } });
  return data.transaction.id as number;
}

it('keeps the books right when killed during payments, and delivers the outcomes after the restart', async () => {
  const child = await payments.start();
  const players = await Promise.all([1, 2, 3].map((n) => newPlayer(child.port, n)));
  for (const p of players) await deposit(child.port, p, 500, 'approve');
  const acknowledged: number[] = [];
  for (const p of players) acknowledged.push(await firstWithdrawal(child.port, p));

  const r = rng(77);
  const step = async () => {
    const player = r.pick(players);
    const pick = r.next();
    if (pick < 0.45) {
      const id = await deposit(child.port, player, r.int(10, 80), r.pick(['approve', 'approve', 'decline', 'pending', 'cancel']));
      if (id) acknowledged.push(id);
    } else if (pick < 0.8) {
      const key = `crash-w-${Math.random().toString(36).slice(2)}`;
      const w = await http(child.port, 'POST', api('cashier.makewithdrawal'), {
        form: { method: 'visa_mastercard', amount: String(r.int(20, 60)), requisites: CARD },
        cookie: player.cookie,
        headers: { 'idempotency-key': key },
      });
      if (w.status === 200) {
        const id = JSON.parse(w.body).data.id as number;
        acknowledged.push(id);
        player.pending.push(id);
      }
    } else if (player.pending.length) {
      const id = player.pending.shift()!;
      await http(child.port, 'POST', api('cashier.cancelwithdrawal'), {
        form: { id: String(id) },
        cookie: player.cookie,
        headers: { 'idempotency-key': `crash-c-${id}` },
      });
    }
  };
  await killDuring(child, step, () => pause(2500));
  expect(acknowledged.length).toBeGreaterThan(10);

  // The restart recovers, and its first redelivery round runs when it is ready.
  await restartCleanly(payments, 1500);

  const database = await payments.open();
  const db = database.db;
  expect(await ledgerMismatches(db)).toEqual([]);
  expect(await paymentMismatches(db)).toEqual([]);
  expect(await negativeMoney(db)).toBe(0);
  // Every acknowledged request survived the kill.
  const found = await db.selectFrom('payments').select('id').where('id', 'in', acknowledged).execute();
  expect(found).toHaveLength(acknowledged.length);
  // Every outcome the provider recorded has reached the merchant; nothing is left to deliver.
  // Each row left says its state, so a failure tells which report went missing.
  const lost = await sql<{ order_id: number }>`
    select d.order_id, d.status, d.callback_due, d.callback_attempts, d.callback_error, p.status as payment_status
    from demo_provider_payments d join payments p on p.id = d.order_id
    where (d.status = 'approved' and p.status <> 'success') or (d.status = 'declined' and p.status <> 'fail')
       or (d.status = 'cancelled' and p.status <> 'cancel') or d.callback_due`.execute(db);
  expect(lost.rows).toEqual([]);
  const late = await db.selectFrom('demo_provider_payments').select('order_id').where('callback_attempts', '>', 1).execute();
  console.log(`killed after ${acknowledged.length} acknowledged payments; ${late.length} outcomes delivered after the restart (${database.driver})`);
}, 180_000);

it('keeps the books right when killed during payout decisions, and pays out what was approved after the restart', async () => {
  const ops = (port: number, path: string, json: unknown = {}) => http(port, 'POST', path, { headers: OPS, json });
  const child = await payouts.start();
  const players = await Promise.all([4, 5, 6].map((n) => newPlayer(child.port, n)));
  for (const p of players) await deposit(child.port, p, 1000, 'approve');
  for (const p of players) p.pending.push(await firstWithdrawal(child.port, p));

  const r = rng(78);
  const step = async () => {
    const player = r.pick(players);
    const pick = r.next();
    if (pick < 0.4 || !player.pending.length) {
      const w = await http(child.port, 'POST', api('cashier.makewithdrawal'), {
        form: { method: 'visa_mastercard', amount: String(r.pick([20, 25, 33, 40, 55])), requisites: CARD },
        cookie: player.cookie,
        headers: { 'idempotency-key': `crash-pw-${Math.random().toString(36).slice(2)}` },
      });
      if (w.status === 200) player.pending.push(JSON.parse(w.body).data.id as number);
    } else {
      const id = r.pick(player.pending);
      const what = r.next();
      if (what < 0.5) await ops(child.port, `/ops/payouts/${id}/approve`);
      else if (what < 0.75) await ops(child.port, `/ops/payouts/${id}/reject`, { reason: 'crash test' });
      else
        await http(child.port, 'POST', api('cashier.cancelwithdrawal'), {
          form: { id: String(id) },
          cookie: player.cookie,
          headers: { 'idempotency-key': `crash-pc-${id}` },
        });
    }
  };
  await killDuring(child, step, () => pause(2500));

  // After the restart the payout worker hands over what was approved, and the provider reports every outcome.
  const again = await payouts.start();
  await approvedPayoutsHandedOver(again.port, OPS);
  again.proc.kill('SIGTERM');
  expect(await again.exited).toBe(0);

  const opened = await payouts.open();
  const db = opened.db;
  expect(await ledgerMismatches(db)).toEqual([]);
  expect(await paymentMismatches(db)).toEqual([]);
  expect(await negativeMoney(db)).toBe(0);
  // What the provider decided is what the withdrawals say; nothing is left to report.
  // Each row left says its state, so a failure tells which report went missing.
  const lost = await sql<{ order_id: number }>`
    select d.order_id, d.status, d.callback_due, d.callback_attempts, d.callback_error, p.status as payment_status, p.withdrawal_status
    from demo_provider_payouts d join payments p on p.id = d.order_id
    where (d.status = 'paid' and p.withdrawal_status <> 'paid') or (d.status = 'failed' and p.withdrawal_status <> 'rejected')
       or d.status = 'processing' or d.callback_due`.execute(db);
  expect(lost.rows).toEqual([]);
  const states = await db.selectFrom('payments').select(['withdrawal_status']).where('type', '=', 'withdrawal').execute();
  console.log(
    `payout crash: ${states.length} withdrawals, ${states.filter((s) => s.withdrawal_status === 'paid').length} paid, ${states.filter((s) => s.withdrawal_status === 'rejected').length} rejected (${opened.driver})`,
  );
}, 180_000);
