/**
 * `postLocked` and `postAllLocked` (one statement on a balance the transaction has locked) answer
 * exactly what `post` does: movements with their ledger rows, a repeated key's first entry,
 * refusals that move nothing.
 */
import { createTestServer, type TestServer } from '../../testing/server';
import { cashierClient, ledgerMismatches } from '../../testing/cashier';
import { lockMainBalance } from './locks';
import { CurrencyMismatch, postAllLocked, postLocked, type Posting } from './ledger';

let s: TestServer;

beforeAll(async () => {
  s = await createTestServer();
}, 90_000);
afterAll(() => s.close());

async function onLocked(accountId: number, p: Omit<Posting, 'accountId'>) {
  return s.database.db.transaction().execute(async (trx) => {
    await lockMainBalance(trx, accountId);
    return postLocked(trx, { accountId, ...p });
  });
}

const mainOf = async (id: number) =>
  Number(
    (await s.database.db.selectFrom('balances').select('amount').where('account_id', '=', id).where('kind', '=', 'main').executeTakeFirstOrThrow()).amount,
  );

it('moves money with its ledger row, answers a repeated key with the first entry and refuses what post refuses', async () => {
  const { id } = await cashierClient(s.app).player();
  const credit = await onLocked(id, { balanceKind: 'main', kind: 'adjustment', amount: 5_00, idempotencyKey: 'locked-credit', reference: { test: true } });
  expect(credit).toMatchObject({ balanceAfter: 5_00, repeated: false });
  const entry = await s.database.db.selectFrom('ledger').selectAll().where('id', '=', credit.entryId).executeTakeFirstOrThrow();
  expect(entry).toMatchObject({
    account_id: id,
    balance_kind: 'main',
    kind: 'adjustment',
    balance_after: 5_00,
    currency: 'USD',
    idempotency_key: 'locked-credit',
    reference: { test: true },
  });
  expect(Number(entry.amount)).toBe(5_00);

  const again = await onLocked(id, { balanceKind: 'main', kind: 'adjustment', amount: 5_00, idempotencyKey: 'locked-credit' });
  expect(again).toEqual({ entryId: credit.entryId, balanceAfter: 5_00, repeated: true });

  const debit = await onLocked(id, { balanceKind: 'main', kind: 'bet', amount: -2_00, idempotencyKey: 'locked-debit' });
  expect(debit).toMatchObject({ balanceAfter: 3_00, repeated: false });

  await expect(onLocked(id, { balanceKind: 'main', kind: 'bet', amount: -3_01, idempotencyKey: 'locked-too-much' })).rejects.toMatchObject({
    type: 'BillingTransactionDeclinedException',
  });
  await expect(onLocked(id, { balanceKind: 'main', kind: 'deposit', amount: 1_00, currency: 'EUR', idempotencyKey: 'locked-eur' })).rejects.toBeInstanceOf(
    CurrencyMismatch,
  );
  await expect(onLocked(id, { balanceKind: 'main', kind: 'deposit', amount: 1_00, currency: 'USD', idempotencyKey: 'locked-usd' })).resolves.toMatchObject({
    balanceAfter: 4_00,
  });

  expect(await mainOf(id)).toBe(4_00);
  expect(await ledgerMismatches(s.database.db, id)).toEqual([]);
});

it('writes several movements of one balance in order, each with the balance after it, or answers them one by one as post does', async () => {
  const { id } = await cashierClient(s.app).player();
  const db = s.database.db;
  const all = (postings: Array<Omit<Posting, 'accountId'>>) =>
    db.transaction().execute(async (trx) => {
      await lockMainBalance(trx, id);
      return postAllLocked(
        trx,
        postings.map((p) => ({ accountId: id, ...p })),
      );
    });
  await all([{ balanceKind: 'main', kind: 'adjustment', amount: 3_00, idempotencyKey: 'all-funds' }]);

  // A stake of the whole balance and its win: the stake may take it to zero on its way.
  const round = await all([
    { balanceKind: 'main', kind: 'bet', amount: -3_00, idempotencyKey: 'all-bet', reference: { round: 'a' } },
    { balanceKind: 'main', kind: 'win', amount: 7_00, idempotencyKey: 'all-win', reference: { round: 'a' } },
  ]);
  expect(round.map((p) => p.balanceAfter)).toEqual([0, 7_00]);
  expect(round[0]!.entryId).toBeLessThan(round[1]!.entryId);
  const rows = await db
    .selectFrom('ledger')
    .select(['kind', 'amount', 'balance_after', 'reference'])
    .where('account_id', '=', id)
    .where('idempotency_key', 'in', ['all-bet', 'all-win'])
    .orderBy('id')
    .execute();
  expect(rows.map((r) => [r.kind, Number(r.amount), Number(r.balance_after), r.reference])).toEqual([
    ['bet', -3_00, 0, { round: 'a' }],
    ['win', 7_00, 7_00, { round: 'a' }],
  ]);

  // A debit beyond the balance before the credit that follows it is refused, and neither moves.
  await expect(
    all([
      { balanceKind: 'main', kind: 'bet', amount: -8_00, idempotencyKey: 'all-too-much' },
      { balanceKind: 'main', kind: 'win', amount: 9_00, idempotencyKey: 'all-too-much-win' },
    ]),
  ).rejects.toMatchObject({ type: 'BillingTransactionDeclinedException' });
  // A repeated key answers its first entry; the new one beside it moves.
  const again = await all([
    { balanceKind: 'main', kind: 'win', amount: 7_00, idempotencyKey: 'all-win' },
    { balanceKind: 'main', kind: 'bet', amount: -1_00, idempotencyKey: 'all-new' },
  ]);
  expect(again).toEqual([{ entryId: round[1]!.entryId, balanceAfter: 7_00, repeated: true }, expect.objectContaining({ balanceAfter: 6_00, repeated: false })]);
  expect(await mainOf(id)).toBe(6_00);
  expect(await ledgerMismatches(db, id)).toEqual([]);
});
