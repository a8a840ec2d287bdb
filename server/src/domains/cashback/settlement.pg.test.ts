/**
 * A loss counts in the period where its bet settles, not where the stake was taken: a round opened
 * before a period's end and settled after it belongs to the next period, so a position hedged
 * across the boundary earns no cashback, and a round still open counts nowhere yet.
 */
import { createTestServer, type TestServer } from '../../testing/server';
import { cashierClient } from '../../testing/cashier';
import { post } from '../wallet/ledger';
import { runCashback } from './job';
import { lastEnded, periodAt } from './periods';
import { DEFAULT_SETTINGS } from './settings';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 90_000);
afterAll(() => s.close());

const db = () => s.database.db;
let seq = 0;

async function player(): Promise<{ id: number; launch: number; game: number }> {
  const { id } = await cashierClient(s.app).player();
  await db()
    .transaction()
    .execute((trx) => post(trx, { accountId: id, balanceKind: 'main', kind: 'adjustment', amount: 500_00, idempotencyKey: `settle-fund-${id}` }));
  const game = await db().selectFrom('games').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const launch = await db()
    .insertInto('game_launches')
    .values({
      token_hash: `settle-${id}-${Math.random()}`,
      account_id: id,
      game_id: game.id,
      currency: 'USD',
      mode: 'real',
      demo_balance: null,
      expires_at: new Date(Date.now() + 3600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, launch: Number(launch.id), game: Number(game.id) };
}

/** A stake of a round taken at `at` (written as it was then: the ledger cannot be moved back in time otherwise). */
async function stakeAt(p: { id: number }, round: string, amount: number, at: Date) {
  await db()
    .insertInto('ledger')
    .values({
      account_id: p.id,
      balance_kind: 'main',
      kind: 'bet',
      amount: -amount,
      balance_after: 0,
      currency: 'USD',
      idempotency_key: `round:${round}:bet`,
      reference: JSON.stringify({ game: 'blackjack', round, mode: 'real' }) as never,
      created_at: at,
    })
    .execute();
}

/** The round settles now: its win (if any) and its row in game_rounds. */
async function settleNow(p: { id: number; launch: number; game: number }, round: string, stake: number, win: number) {
  await db()
    .transaction()
    .execute(async (trx) => {
      if (win > 0)
        await post(trx, {
          accountId: p.id,
          balanceKind: 'main',
          kind: 'win',
          amount: win,
          idempotencyKey: `round:${round}:win`,
          reference: { game: 'blackjack', round, mode: 'real' },
        });
      await trx
        .insertInto('game_rounds')
        .values({
          round_id: round,
          launch_id: p.launch,
          account_id: p.id,
          game_id: p.game,
          mode: 'real',
          currency: 'USD',
          bet: stake,
          win,
          outcome: '{}' as never,
          balance_after: 0,
        })
        .execute();
    });
}

const recordsOf = (accountId: number) =>
  db().selectFrom('cashbacks').select(['amount', 'period_start']).where('account_id', '=', accountId).where('scheme', '=', 'weekly').execute();

it('counts a round opened in one period and settled in the next in the next one only', async () => {
  const now = new Date();
  const offset = DEFAULT_SETTINGS.utc_offset_minutes;
  const previous = lastEnded(now, 'week', offset);
  const current = periodAt(now, 'week', offset);
  const openedBefore = new Date(previous.end.getTime() - 3600_000);

  // Hedged: 100 staked last period, all paid back this one.
  const hedged = await player();
  await stakeAt(hedged, `hedge-${++seq}-round`, 100_00, openedBefore);
  await settleNow(hedged, `hedge-${seq}-round`, 100_00, 100_00);
  // Lost: 100 staked last period, lost when it settled this one.
  const lost = await player();
  await stakeAt(lost, `lost-${++seq}-round`, 100_00, openedBefore);
  await settleNow(lost, `lost-${seq}-round`, 100_00, 0);
  // Still open: staked this period, not settled.
  const open = await player();
  await db()
    .transaction()
    .execute((trx) =>
      post(trx, {
        accountId: open.id,
        balanceKind: 'main',
        kind: 'bet',
        amount: -80_00,
        idempotencyKey: `round:open-${++seq}-round:bet`,
        reference: { game: 'blackjack', round: `open-${seq}-round`, mode: 'real' },
      }),
    );

  await runCashback(db(), { periods: [previous.day], startedBy: 'ops:test', mode: 'demand', now });
  expect(await recordsOf(hedged.id)).toEqual([]);
  expect(await recordsOf(lost.id)).toEqual([]);

  await runCashback(db(), { periods: ['current'], startedBy: 'ops:test', mode: 'demand', now: new Date() });
  expect(await recordsOf(hedged.id)).toEqual([]);
  const [record] = await recordsOf(lost.id);
  expect(record).toMatchObject({ amount: 10_00 });
  expect(new Date(record!.period_start!).getTime()).toBe(current.start.getTime());
  expect(await recordsOf(open.id)).toEqual([]);
});
