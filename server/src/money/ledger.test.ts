/**
 * `postLocked` (one statement on a balance the transaction has locked) answers exactly what `post`
 * does: a movement with its ledger row, a repeated key's first entry, refusals that move nothing.
 */
import { createTestServer, type TestServer } from '../testing/server';
import { cashierClient, ledgerMismatches } from '../testing/cashier';
import { lockWallet } from './bonuses';
import { CurrencyMismatch, postLocked, type Posting } from './ledger';

let s: TestServer;

beforeAll(async () => {
  s = await createTestServer();
}, 90_000);
afterAll(() => s.close());

async function onLocked(accountId: number, p: Omit<Posting, 'accountId'>) {
  return s.database.db.transaction().execute(async (trx) => {
    await lockWallet(trx, accountId);
    return postLocked(trx, { accountId, ...p });
  });
}

const mainOf = async (id: number) =>
  Number((await s.database.db.selectFrom('balances').select('amount').where('account_id', '=', id).where('kind', '=', 'main').executeTakeFirstOrThrow()).amount);

it('moves money with its ledger row, answers a repeated key with the first entry and refuses what post refuses', async () => {
  const { id } = await cashierClient(s.app).player();
  const credit = await onLocked(id, { balanceKind: 'main', kind: 'adjustment', amount: 5_00, idempotencyKey: 'locked-credit', reference: { test: true } });
  expect(credit).toMatchObject({ balanceAfter: 5_00, repeated: false });
  const entry = await s.database.db.selectFrom('ledger').selectAll().where('id', '=', credit.entryId).executeTakeFirstOrThrow();
  expect(entry).toMatchObject({ account_id: id, balance_kind: 'main', kind: 'adjustment', balance_after: 5_00, currency: 'USD', idempotency_key: 'locked-credit', reference: { test: true } });
  expect(Number(entry.amount)).toBe(5_00);

  const again = await onLocked(id, { balanceKind: 'main', kind: 'adjustment', amount: 5_00, idempotencyKey: 'locked-credit' });
  expect(again).toEqual({ entryId: credit.entryId, balanceAfter: 5_00, repeated: true });

  const debit = await onLocked(id, { balanceKind: 'main', kind: 'bet', amount: -2_00, idempotencyKey: 'locked-debit' });
  expect(debit).toMatchObject({ balanceAfter: 3_00, repeated: false });

  await expect(onLocked(id, { balanceKind: 'main', kind: 'bet', amount: -3_01, idempotencyKey: 'locked-too-much' })).rejects.toMatchObject({ type: 'BillingTransactionDeclinedException' });
  await expect(onLocked(id, { balanceKind: 'main', kind: 'deposit', amount: 1_00, currency: 'EUR', idempotencyKey: 'locked-eur' })).rejects.toBeInstanceOf(CurrencyMismatch);
  await expect(onLocked(id, { balanceKind: 'main', kind: 'deposit', amount: 1_00, currency: 'USD', idempotencyKey: 'locked-usd' })).resolves.toMatchObject({ balanceAfter: 4_00 });

  expect(await mainOf(id)).toBe(4_00);
  expect(await ledgerMismatches(s.database.db, id)).toEqual([]);
});
