/**
 * 240 concurrent mixed operations on one player's money (paid spins, free spins, sportsbook
 * stakes, bonus activations, deactivations and removals, expiry runs, withdrawals that forfeit
 * the bonus), with repeated round ids among them: afterwards every balance (main, bonus, betting
 * bonus) equals the sum of its ledger entries, nothing went below zero, at most one bonus of each
 * kind is active, bonus money exists only under its active bonus, and every bonus record's money
 * matches its ledger entries. Runs on the embedded database and, with DATABASE_URL, on a
 * PostgreSQL server (real parallel transactions on a connection pool).
 */
import { sql } from 'kysely';
import { ApiError } from '@casino/contract';
import { createTestServer, type TestServer } from '../../testing/server';
import { realLaunch } from '../../testing/games';
import { cashierClient, ledgerMismatches, paymentMismatches, trustDetails } from '../../testing/cashier';
import type { Launch } from '../rounds/launch';
import { playRound } from '../rounds/rounds';
import { ensureEvents, listEvents, placeBet } from '../rounds/sportsbook';
import { rng } from '../../seed/random';
import { activateBonus, deactivateBonus, expireDue, grantBonus, removeBonus } from './bonuses';
import { lockMainBalance } from '../wallet';
import { grantFreespins } from './freespins';

let s: TestServer;

beforeAll(async () => {
  s = await createTestServer({ env: { WITHDRAWALS_PER_DAY: '1000' } });
}, 90_000);
afterAll(() => s.close());

type Outcome = { kind: string; ok: boolean; error?: string };

const launchFor = (cookie: string, sysname: string): Promise<Launch> => realLaunch(s, cookie, sysname);

it('keeps main + bonus balances equal to their ledger under concurrent bets, wins, activations and removals', async () => {
  const c = cashierClient(s.app);
  const db = s.database.db;
  const { cookie, id } = await c.player({ confirmed: true, db });
  await c.deposit(cookie, 1000);
  const card = JSON.stringify({ card_number: '4111111111111111', card_holder: 'BONUS LOAD' });
  await trustDetails(db, id, 'visa_mastercard', card);
  const slot = await db.selectFrom('games').select(['id', 'sysname']).where('sysname', '=', 'oltin_silk_fortune').executeTakeFirstOrThrow();

  // Bonuses to fight over: casino and betting, small wagering so some convert on the way.
  const granted = await db.transaction().execute(async (trx) => {
    await lockMainBalance(trx, id);
    const ids: Array<{ id: number; kind: 'casino' | 'betting' }> = [];
    for (let i = 0; i < 24; i++) {
      const kind = i % 4 === 3 ? 'betting' : 'casino';
      const b = await grantBonus(trx, {
        accountId: id,
        kind,
        source: 'ops',
        amount: 5_00 + i * 25,
        currency: 'USD',
        wager: 1 + (i % 3),
        days: 7,
        description: { uz: { title: `Load ${i}` } },
      });
      ids.push({ id: b.id, kind });
    }
    for (let i = 0; i < 3; i++) {
      const { bonus } = await grantFreespins(trx, {
        accountId: id,
        gameId: slot.id,
        gameSysname: slot.sysname,
        count: 15,
        stake: 20,
        currency: 'USD',
        wager: 2,
        days: 7,
        source: 'ops',
        description: {},
      });
      ids.push({ id: bonus.id, kind: 'casino' });
    }
    return ids;
  });
  // One of them is already past its time: the expiry runs forfeit it while everything else goes on.
  await db
    .updateTable('bonuses')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', granted[5]!.id)
    .execute();

  const slotLaunch = await launchFor(cookie, slot.sysname);
  const otherSlot = await db
    .selectFrom('games')
    .select('sysname')
    .where('type', '=', 'slot')
    .where('sysname', '<>', slot.sysname)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  const paidLaunch = await launchFor(cookie, otherSlot.sysname);
  const book = await launchFor(cookie, 'dgt_sportsbook');
  await ensureEvents(db);
  const events = await listEvents(db);

  const r = rng(4242);
  const ops: Array<() => Promise<Outcome>> = [];
  const attempt = async (kind: string, run: () => Promise<unknown>): Promise<Outcome> => {
    try {
      await run();
      return { kind, ok: true };
    } catch (error) {
      if (error instanceof ApiError) return { kind, ok: false, error: error.type };
      throw error;
    }
  };
  for (let i = 0; i < 240; i++) {
    const pick = r.next();
    const target = r.pick(granted);
    if (pick < 0.3) {
      // Paid spins; every seventh is a provider retry of one round id.
      const roundId = i % 7 === 0 ? 'bonus-load-retry-round' : `bonus-load-${i}-${r.int(0, 1e9)}`;
      const stake = r.int(10, 2_000);
      ops.push(() => attempt(i % 7 === 0 ? 'retry' : 'spin', () => playRound(db, paidLaunch, { round_id: roundId, bet: { stake } })));
    } else if (pick < 0.45) {
      // The pack's slot: free spins first, then paid ones.
      ops.push(() => attempt('freespin', () => playRound(db, slotLaunch, { round_id: `bonus-load-fs-${i}`, bet: { stake: r.int(10, 500) } })));
    } else if (pick < 0.55) {
      const event = r.pick(events);
      ops.push(() =>
        attempt('bet', () =>
          placeBet(db, book, { bet_key: `bonus-load-bet-${i}`, stake: r.int(10, 1_500), selections: [{ event_id: event.id, pick: 'home' }] }),
        ),
      );
    } else if (pick < 0.75) {
      ops.push(() => attempt('activate', () => activateBonus(db, id, target.id, target.kind)));
    } else if (pick < 0.83) {
      ops.push(() => attempt('deactivate', () => deactivateBonus(db, id, target.id, target.kind)));
    } else if (pick < 0.9) {
      ops.push(() => attempt('remove', () => removeBonus(db, id, target.id, target.kind)));
    } else if (pick < 0.95) {
      ops.push(() => attempt('expire', () => expireDue(db)));
    } else {
      const amount = r.int(20, 60);
      ops.push(async () => {
        const made = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: String(amount), requisites: card, forfeit_bonus: '1' });
        return made.status === 200 ? { kind: 'withdrawal', ok: true } : { kind: 'withdrawal', ok: false, error: made.body.error?.type };
      });
    }
  }

  const started = Date.now();
  const outcomes = await Promise.all(ops.map((op) => op()));
  const elapsed = Date.now() - started;

  // Refusals are typed business outcomes (funds, a bonus in the wrong state, a round id reused), never a failure.
  const unexpected = outcomes.filter(
    (o) => !o.ok && !['BillingTransactionDeclinedException', 'InvalidParameterException', 'WithdrawalDeclinedException'].includes(o.error ?? ''),
  );
  expect(unexpected).toEqual([]);
  expect(outcomes.filter((o) => o.ok).length).toBeGreaterThan(100);

  expect(await ledgerMismatches(db)).toEqual([]);
  expect(await paymentMismatches(db)).toEqual([]);
  const negative = await sql<{ n: number }>`
    select (select count(*) from balances where amount < 0) + (select count(*) from ledger where balance_after < 0) as n`.execute(db);
  expect(Number(negative.rows[0]!.n)).toBe(0);

  // At most one active bonus of each kind; bonus money only under the active bonus of its kind.
  const active = await db
    .selectFrom('bonuses')
    .select(['kind', sql<string>`count(*)`.as('n')])
    .where('account_id', '=', id)
    .where('status', '=', 'active')
    .groupBy('kind')
    .execute();
  for (const a of active) expect(Number(a.n)).toBeLessThanOrEqual(1);
  const balances = await db.selectFrom('balances').select(['kind', 'amount']).where('account_id', '=', id).execute();
  for (const [balance, kind] of [
    ['bonus', 'casino'],
    ['betting_bonus', 'betting'],
  ] as const) {
    if ((balances.find((b) => b.kind === balance)?.amount ?? 0) > 0) expect(active.map((a) => a.kind)).toContain(kind);
  }

  // Every bonus record's money is in the ledger: credited once when activated, and its ending moved what it says.
  const records = await db.selectFrom('bonuses').selectAll().where('account_id', '=', id).execute();
  const ledger = await db
    .selectFrom('ledger')
    .select(['idempotency_key', 'amount', 'balance_kind'])
    .where('account_id', '=', id)
    .where('idempotency_key', 'like', 'bonus:%')
    .execute();
  const sum = (key: string, kind?: string) =>
    ledger.filter((l) => l.idempotency_key === key && (!kind || l.balance_kind === kind)).reduce((n, l) => n + l.amount, 0);
  for (const b of records) {
    const credited = sum(`bonus:${b.id}:credit`);
    if (b.freespin_pack_id === null) expect(credited).toBe(b.activated_at ? b.amount : 0);
    expect(0 - sum(`bonus:${b.id}:forfeit`)).toBe(b.forfeited ?? 0);
    expect(sum(`bonus:${b.id}:convert`, 'main')).toBe(b.converted ?? 0);
    expect(0 - sum(`bonus:${b.id}:convert:out`)).toBe(b.converted ?? 0);
    if (b.status === 'expired' || b.status === 'cancelled') expect(b.converted).toBeNull();
  }
  expect(records.find((b) => b.id === granted[5]!.id)?.status).toMatch(/expired|cancelled|wagered/);
  // The retried round moved money once.
  expect(await db.selectFrom('game_rounds').select('id').where('round_id', '=', 'bonus-load-retry-round').execute()).toHaveLength(
    outcomes.some((o) => o.kind === 'retry' && o.ok) ? 1 : 0,
  );
  const counts = outcomes.reduce<Record<string, number>>(
    (acc, o) => ((acc[`${o.kind}:${o.ok ? 'ok' : o.error}`] = (acc[`${o.kind}:${o.ok ? 'ok' : o.error}`] ?? 0) + 1), acc),
    {},
  );
  console.log(`240 concurrent bonus operations (${s.database.driver}): ${elapsed} ms`, counts);
}, 180_000);
