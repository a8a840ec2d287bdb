import { apiClient, createTestServer, login, type TestServer } from '../testing/server';
import { DEMO_PLAYER } from '../seed';

let s: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
}, 60_000);
afterAll(() => s.close());

describe('popups.get', () => {
  it('answers the live campaign popups in both languages, drafts only for previews, and needs a session', async () => {
    const cookie = await login(s.app, DEMO_PLAYER.login, DEMO_PLAYER.password);
    const uz = await api.get('popups.get', {}, cookie);
    expect(uz.status).toBe(200);
    expect(uz.body.data.items.map((p: { sysname: string }) => p.sysname)).toEqual(['spring-welcome', 'friday-spins']);
    expect(uz.body.data.items[0]).toMatchObject({ preview: false, description: { title: 'Bahorgi bonus!', link: '/offers/welcome-100' } });
    const ru = await api.get('popups.get', { sysname: 'spring-welcome' }, cookie, { locale: 'ru' });
    expect(ru.body.data.items).toHaveLength(1);
    expect(ru.body.data.items[0].description).toMatchObject({ title: 'Весенний бонус!', link: '/ru/offers/welcome-100' });
    expect((await api.get('popups.get', { sysname: 'summer-draft' }, cookie)).body.data.items).toHaveLength(0);
    // Drafts need the editor token as well (security/preview.test.ts).
    expect((await api.get('popups.get', { sysname: 'summer-draft', preview: '1' }, cookie)).body.data.items).toHaveLength(0);
    expect((await api.get('popups.get', {})).body.error.type).toBe('AuthorizationException');
  });
});

describe('cashbacks.get', () => {
  it("answers the player's own cashbacks, latest end_date first, filtered by status", async () => {
    const cookie = await login(s.app, DEMO_PLAYER.login, DEMO_PLAYER.password);
    const all = await api.get('cashbacks.get', {}, cookie);
    expect(all.status).toBe(200);
    const items = all.body.data.items as Array<{ status: string; end_date: number; amount: { amount: number } }>;
    expect(items.map((c) => c.status)).toEqual(['active', 'paid_out', 'expired']);
    expect(items[0]!.amount).toEqual({ amount: 12.5, currency: 'USD' });
    const some = await api.get('cashbacks.get', { statuses: 'paid_out,active', count: '1', sort: 'end_date', order: 'desc' }, cookie);
    expect(some.body.data.total).toBe(2);
    expect(some.body.data.items).toHaveLength(1);
    expect(some.body.data.items[0].status).toBe('active');
    const asc = await api.get('cashbacks.get', { order: 'asc' }, cookie);
    expect(asc.body.data.items[0].status).toBe('expired');

    // Another player sees none of them.
    const other = await api.post('auth.register', { login: `cb${Date.now()}@example.org`, password: 'secret12', currency: 'USD' });
    expect((await api.get('cashbacks.get', {}, other.cookie)).body.data).toEqual({ items: [], total: 0 });
    expect((await api.get('cashbacks.get', {})).body.error.type).toBe('AuthorizationException');
  });
});
