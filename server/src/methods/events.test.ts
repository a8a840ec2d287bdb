/**
 * events.handle (spec §7) with the site's client events (shared `CLIENT_EVENT_NAMES`): each is
 * accepted from a guest and from a player, stored with the player when signed in, and counted per
 * name for the operator's reports.
 */
import { sql } from 'kysely';
import { CLIENT_EVENT_NAMES, clientEventRequest } from '@casino/contract';
import { apiClient, createTestServer, login, type TestServer } from '../testing/server';

let s: TestServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
}, 90_000);
afterAll(() => s.close());

const from = (n: number) => ({ 'x-forwarded-for': `10.67.0.${n}` });

describe('client events', () => {
  it('stores every event the site sends, a guest’s without an account, a player’s with theirs', async () => {
    for (const name of CLIENT_EVENT_NAMES) {
      expect((await api.post('events.handle', { event_name: name, event_params: '{}' }, undefined, from(1))).body).toEqual({ data: 1 });
    }
    const demo = await login(s.app, 'demo@example.com', 'demo1234');
    const failed = clientEventRequest({ event: 'auth_login_error', error_code: 'AuthorizationException', method: 'password' });
    expect((await api.post('events.handle', failed, demo, from(2))).body).toEqual({ data: 1 });

    const rows = await s.database.db.selectFrom('client_events').select(['name', 'account_id', 'params', 'locale']).orderBy('id').execute();
    expect(rows.map((r) => r.name)).toEqual([...CLIENT_EVENT_NAMES, 'auth_login_error']);
    expect(rows.slice(0, -1).every((r) => r.account_id === null)).toBe(true);
    const player = await s.database.db.selectFrom('accounts').select('id').where('login', '=', 'demo@example.com').executeTakeFirstOrThrow();
    expect(rows.at(-1)).toEqual({
      name: 'auth_login_error',
      account_id: player.id,
      params: { error_code: 'AuthorizationException', method: 'password' },
      locale: 'uz',
    });

    const counts = await s.database.db
      .selectFrom('client_events')
      .select(['name', sql<string>`count(*)`.as('n')])
      .groupBy('name')
      .execute();
    expect(Number(counts.find((c) => c.name === 'auth_login_error')?.n)).toBe(2);
  });

  it('refuses a malformed event with a typed error, never a 5xx', async () => {
    const bad = await api.post('events.handle', { event_name: '1 bad name', event_params: '{"a":1}' }, undefined, from(3));
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.error.type).toBe('InvalidParameterException');
    const array = await api.post('events.handle', { event_name: 'auth_logout', event_params: '[1]' }, undefined, from(3));
    expect(array.body.error.fields).toHaveProperty('event_params');
  });
});
