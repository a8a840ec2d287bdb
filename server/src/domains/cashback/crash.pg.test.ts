/**
 * The server process killed (SIGKILL) while players take and decline their cashbacks, some twice
 * at once: after a restart every balance equals its ledger, every paid-out cashback has exactly
 * one credit of its amount (and its notification), every other none, and every acknowledged take
 * survived.
 */
import { sql } from 'kysely';
import { post } from '../wallet/ledger';
import { ledgerMismatches } from '../../testing/cashier';
import { http } from '../../testing/process';
import { api, crashBed, restartCleanly } from '../../testing/crash';
import { runCashback } from './job';

const bed = crashBed('cashback-crash', { CASHBACK_CHECK_SECONDS: '0' });

it('keeps the books right when killed during cashback payouts', async () => {
  // Players registered through the server…
  const first = await bed.start();
  // One after another: the server bounds how many passwords it hashes at once (a burst of
  // registrations is refused with TooManyRequests, as it should be), and that is not under test here.
  const players: Array<{ cookie: string; id: number }> = [];
  for (let n = 0; n < 24; n++) {
    const r = await http(first.port, 'POST', api('auth.register'), {
      form: { login: `cbcrash${n}x${Date.now()}@example.org`, password: 'secret12', currency: 'USD' },
      headers: { 'x-forwarded-for': `10.91.0.${n + 1}` },
    });
    if (r.status !== 200 || !r.cookie) throw new Error(`register: ${r.body}`);
    players.push({ cookie: r.cookie, id: JSON.parse(r.body).data.uid as number });
  }
  first.proc.kill('SIGTERM');
  expect(await first.exited).toBe(0);

  // …lose real money, and the period is run (the embedded database has one opener: the server is down).
  let database = await bed.open();
  for (const [n, p] of players.entries()) {
    await database.db
      .transaction()
      .execute((trx) => post(trx, { accountId: p.id, balanceKind: 'main', kind: 'adjustment', amount: 100_00, idempotencyKey: `cbcrash-fund-${p.id}` }));
    await database.db
      .transaction()
      .execute((trx) => post(trx, { accountId: p.id, balanceKind: 'main', kind: 'bet', amount: -(20_00 + n * 1_00), idempotencyKey: `cbcrash-bet-${p.id}` }));
  }
  await runCashback(database.db, { periods: ['current'], startedBy: 'ops:test', mode: 'demand' });
  const records = await database.db
    .selectFrom('cashbacks')
    .select(['id', 'account_id'])
    .where(
      'account_id',
      'in',
      players.map((p) => p.id),
    )
    .execute();
  expect(records).toHaveLength(players.length);
  await bed.close();

  // Takes (some twice at once) and a few removals, until the process is killed mid-way.
  const child = await bed.start();
  const acknowledged: number[] = [];
  let enough!: () => void;
  const halfway = new Promise<void>((resolve) => (enough = resolve));
  const calls = records.map(async (r, i) => {
    const cookie = players.find((p) => p.id === r.account_id)!.cookie;
    const method = i % 6 === 5 ? 'cashbacks.remove' : 'cashbacks.payout';
    const once = () => http(child.port, 'POST', api(method), { form: { cashback_id: String(r.id) }, cookie }).catch(() => null);
    const answers = await Promise.all(i % 3 === 0 ? [once(), once()] : [once()]);
    if (method === 'cashbacks.payout' && answers.some((a) => a?.status === 200)) acknowledged.push(r.id);
    if (acknowledged.length >= 6) enough();
  });
  await Promise.race([halfway, Promise.all(calls)]);
  child.proc.kill('SIGKILL');
  await Promise.all(calls);
  await child.exited;
  expect(acknowledged.length).toBeGreaterThanOrEqual(6);

  await restartCleanly(bed);

  database = await bed.open();
  const db = database.db;
  expect(await ledgerMismatches(db)).toEqual([]);
  const wrong = await sql<{ id: number }>`
    select c.id from cashbacks c
    where c.account_id in (${sql.join(players.map((p) => p.id))}) and (
      (select count(*) from ledger l where l.account_id = c.account_id and l.idempotency_key = 'cashback:' || c.id and l.kind = 'cashback' and l.amount = c.amount)
        <> case when c.status = 'paid_out' then 1 else 0 end
      or (select count(*) from ledger l where l.account_id = c.account_id and l.idempotency_key = 'cashback:' || c.id) > 1
      or (select count(*) from notifications n where n.account_id = c.account_id and n.kind = 'cashback.credited')
        <> case when c.status = 'paid_out' then 1 else 0 end)`.execute(db);
  expect(wrong.rows).toEqual([]);
  const paid = await db.selectFrom('cashbacks').select('id').where('id', 'in', acknowledged).where('status', '=', 'paid_out').execute();
  expect(paid).toHaveLength(acknowledged.length);
  console.log(`killed after ${acknowledged.length} of ${records.length} cashback takes acknowledged (${database.driver})`);
}, 240_000);
