/**
 * The player's notifications: newest first with paging, the unread count, marking one or all read,
 * and never another player's. Security changes (password, two-factor) write their own.
 */
import { notifyPlayer } from '../notifications/store';
import { apiClient, createTestServer, type TestServer } from '../testing/server';

let s: TestServer;
let api: ReturnType<typeof apiClient>;
let n = 0;

beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
}, 60_000);
afterAll(() => s.close());

async function newPlayer() {
  const email = `note${++n}@example.org`;
  const r = await api.post('auth.register', { login: email, password: 'secret12' }, undefined, { 'x-forwarded-for': `10.41.0.${n}` });
  return { email, cookie: r.cookie!, uid: r.body.data.uid as number };
}

const list = (cookie: string, params: Record<string, number> = {}) => api.get('notifications.get', params, cookie);

it('answers nothing for a new player, and refuses guests', async () => {
  const p = await newPlayer();
  expect((await list(p.cookie)).body.data).toEqual({ items: [], total: 0, unread: 0 });
  const guest = await api.get('notifications.get', {});
  expect(guest.status).toBe(401);
  expect(guest.body.error.type).toBe('AuthorizationException');
  expect((await api.post('notifications.markRead', { all: 1 })).body.error.type).toBe('AuthorizationException');
});

it('lists the newest first, page by page, with the total and the unread count', async () => {
  const p = await newPlayer();
  for (let i = 1; i <= 5; i++) await notifyPlayer(s.database.db, p.uid, 'bonus.credited', { id: i, amount: i * 10, currency: 'USD' });
  const first = (await list(p.cookie, { count: 2 })).body.data;
  expect(first.total).toBe(5);
  expect(first.unread).toBe(5);
  expect(first.items.map((i: { params: { id: number } }) => i.params.id)).toEqual([5, 4]);
  expect(first.items[0]).toEqual({
    id: expect.any(Number),
    kind: 'bonus.credited',
    params: { id: 5, amount: 50, currency: 'USD' },
    created_at: expect.any(Number),
    read: false,
  });
  const rest = (await list(p.cookie, { count: 2, offset: 4 })).body.data;
  expect(rest.items.map((i: { params: { id: number } }) => i.params.id)).toEqual([1]);
  expect((await list(p.cookie)).body.data.items).toHaveLength(5);
});

it('marks one read, then all, answering the unread count left; marking again changes nothing', async () => {
  const p = await newPlayer();
  await notifyPlayer(s.database.db, p.uid, 'loyalty.level_up', { level: 'gold' });
  await notifyPlayer(s.database.db, p.uid, 'cashback.credited', { id: 3, amount: 7.5, currency: 'USD' });
  await notifyPlayer(s.database.db, p.uid, 'verification.approved', {});
  const [newest] = (await list(p.cookie)).body.data.items;
  expect((await api.post('notifications.markRead', { id: newest.id }, p.cookie)).body.data).toEqual({ unread: 2 });
  const after = (await list(p.cookie)).body.data;
  expect(after.unread).toBe(2);
  expect(after.items.map((i: { read: boolean }) => i.read)).toEqual([true, false, false]);
  expect((await api.post('notifications.markRead', { id: newest.id }, p.cookie)).body.data).toEqual({ unread: 2 });
  expect((await api.post('notifications.markRead', { all: 1 }, p.cookie)).body.data).toEqual({ unread: 0 });
  expect((await list(p.cookie)).body.data.items.every((i: { read: boolean }) => i.read)).toBe(true);
  expect((await api.post('notifications.markRead', { all: 1 }, p.cookie)).body.data).toEqual({ unread: 0 });
});

it('never shows nor marks another player’s notifications', async () => {
  const owner = await newPlayer();
  const other = await newPlayer();
  const id = await notifyPlayer(s.database.db, owner.uid, 'withdrawal.paid', { id: 9, amount: 100, currency: 'USD' });
  expect((await list(other.cookie)).body.data).toEqual({ items: [], total: 0, unread: 0 });
  expect((await api.post('notifications.markRead', { id }, other.cookie)).body.data).toEqual({ unread: 0 });
  expect((await api.post('notifications.markRead', { all: 1 }, other.cookie)).body.data).toEqual({ unread: 0 });
  expect((await list(owner.cookie)).body.data).toMatchObject({ unread: 1, items: [{ id, read: false }] });
});

it('asks for exactly one of an id or all', async () => {
  const p = await newPlayer();
  for (const params of [{}, { all: 0 }, { id: 1, all: 1 }]) {
    const r = await api.post('notifications.markRead', params, p.cookie);
    expect([r.status, r.body.error.type]).toEqual([400, 'InvalidParameterException']);
  }
  expect((await list(p.cookie, { count: 51 })).body.error.fields).toHaveProperty('count');
});

it('a password change and a two-factor change tell the player, audited in the same transaction', async () => {
  const p = await newPlayer();
  expect((await api.post('account.changepassword', { old_password: 'secret12', password: 'newpass1' }, p.cookie)).body).toEqual({ data: 1 });
  let data = (await list(p.cookie)).body.data;
  expect(data).toMatchObject({ unread: 1, items: [{ kind: 'security.password_changed', params: {}, read: false }] });

  await api.post('account.changeTwoFactorAuth', { enable: 1 }, p.cookie);
  const row = await s.database.db.selectFrom('outbox').select('body').where('recipient', '=', p.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(row.body)![1]!;
  expect((await api.post('account.confirmTwoFactorAuth', { code }, p.cookie)).body).toEqual({ data: 1 });
  data = (await list(p.cookie)).body.data;
  expect(data.unread).toBe(2);
  expect(data.items[0]).toMatchObject({ kind: 'security.two_factor_changed', params: { enabled: true } });

  const audit = await s.database.db.selectFrom('account_audit').select('action').where('account_id', '=', p.uid).orderBy('id').execute();
  expect(audit.map((a) => a.action)).toEqual(['password.changed', 'two_factor.enabled']);

  // A wrong current password changes nothing and tells nothing.
  await api.post('account.changepassword', { old_password: 'wrong-one', password: 'newpass2' }, p.cookie);
  expect((await list(p.cookie)).body.data.total).toBe(2);
});
