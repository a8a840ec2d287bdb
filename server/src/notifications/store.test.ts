import { auditAccount, auditOf } from '../audit/audit';
import { openTestDatabase, type TestDatabase } from '../testing/server';
import { notifyPlayer } from './store';

let database: TestDatabase;
let accountId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const row = await database.db
    .insertInto('accounts')
    .values({ login: 'notified@example.com', password_hash: 'x', currency: 'USD', locale: 'uz' })
    .returning('id')
    .executeTakeFirstOrThrow();
  accountId = Number(row.id);
}, 90_000);
afterAll(() => database.dispose());

test('a notification keeps its kind and parameters, unread until read', async () => {
  const id = await notifyPlayer(database.db, accountId, 'withdrawal.paid', { id: 7, amount: 12.5, currency: 'USD' });
  const row = await database.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ kind: 'withdrawal.paid', params: { id: 7, amount: 12.5, currency: 'USD' }, read_at: null });
});

test('a notification written in a rolled-back transaction does not exist', async () => {
  await expect(
    database.db.transaction().execute(async (trx) => {
      await notifyPlayer(trx, accountId, 'verification.approved', {});
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  const kinds = await database.db.selectFrom('notifications').select('kind').where('account_id', '=', accountId).execute();
  expect(kinds.map((k) => k.kind)).not.toContain('verification.approved');
});

test('the audit log answers the newest change first, with its actor', async () => {
  await auditAccount(database.db, { accountId, action: 'password.changed', actor: 'player', ip: '203.0.113.9' });
  await auditAccount(database.db, { accountId, action: 'exclusion.set', actor: 'ops:aziz', details: { until: null } });
  const log = await auditOf(database.db, accountId);
  expect(log.map((e) => [e.action, e.actor])).toEqual([
    ['exclusion.set', 'ops:aziz'],
    ['password.changed', 'player'],
  ]);
  expect(log[1]!.ip).toBe('203.0.113.9');
});

test('an action name outside the dotted lower-case form is refused by the database', async () => {
  await expect(auditAccount(database.db, { accountId, action: "x'; drop table accounts", actor: 'player' })).rejects.toThrow();
});
