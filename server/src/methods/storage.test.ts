/**
 * storage.* through the API: the player's keys follow them to another session (another device),
 * are theirs alone, and are bounded (StorageQuotaExceeded past the limits).
 */
import { STORAGE_LIMITS } from '@casino/contract/schemas';
import { apiClient, createTestServer, login, type TestServer } from '../testing/server';

let s: TestServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
}, 90_000);
afterAll(() => s.close());

describe('storage', () => {
  it('keeps a key for the player across sessions, and for them alone', async () => {
    const reg = await api.post('auth.register', { login: 'storage@example.org', password: 'secret12' }, undefined, { 'x-forwarded-for': '10.77.0.1' });
    const first = reg.cookie!;
    expect((await api.post('storage.set', { key: 'already_seen_cashback_id', value: '42' }, first)).body).toEqual({ data: 1 });
    const second = await login(s.app, 'storage@example.org', 'secret12');
    expect((await api.get('storage.get', { key: 'already_seen_cashback_id' }, second)).body.data).toEqual({ key: 'already_seen_cashback_id', value: '42' });
    await api.post('storage.set', { key: 'confirm_sent_1', value: 'x' }, second);
    expect((await api.get('storage.getKeys', { prefix: 'confirm_' }, first)).body.data).toEqual({ items: [{ key: 'confirm_sent_1', value: 'x' }], total: 1 });

    const demo = await login(s.app, 'demo@example.com', 'demo1234');
    expect((await api.get('storage.get', { key: 'already_seen_cashback_id' }, demo)).body.data.value).toBeNull();
    expect((await api.get('storage.get', { key: 'x' })).status).toBe(401);

    await api.post('storage.set', { key: 'confirm_sent_1', value: '' }, first);
    expect((await api.get('storage.get', { key: 'confirm_sent_1' }, first)).body.data.value).toBeNull();
  });

  it('refuses past its bounds with StorageQuotaExceeded', async () => {
    const reg = await api.post('auth.register', { login: 'quota@example.org', password: 'secret12' }, undefined, { 'x-forwarded-for': '10.77.0.2' });
    const cookie = reg.cookie!;
    const big = await api.post('storage.set', { key: 'k', value: 'v'.repeat(STORAGE_LIMITS.valueLength + 1) }, cookie);
    expect(big.body.error.type).toBe('StorageQuotaExceededException');
    const longKey = await api.post('storage.set', { key: 'k'.repeat(STORAGE_LIMITS.keyLength + 1), value: '1' }, cookie);
    expect(longKey.body.error.type).toBe('StorageQuotaExceededException');
    const accountId = (await s.database.db.selectFrom('accounts').select('id').where('login', '=', 'quota@example.org').executeTakeFirstOrThrow()).id;
    await s.database.db
      .insertInto('player_storage')
      .values(Array.from({ length: STORAGE_LIMITS.keys }, (_, i) => ({ account_id: accountId, key: `k${i}`, value: '1' })))
      .execute();
    expect((await api.post('storage.set', { key: 'one_more', value: '1' }, cookie)).body.error.type).toBe('StorageQuotaExceededException');
    // An existing key may still change.
    expect((await api.post('storage.set', { key: 'k1', value: '2' }, cookie)).body).toEqual({ data: 1 });
  });
});
