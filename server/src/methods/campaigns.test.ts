import { apiClient, createTestServer, type TestServer } from '../testing/server';

let s: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
}, 60_000);
afterAll(() => s.close());

async function newPlayer(promo?: string) {
  const r = await api.post('auth.register', {
    login: `promo${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.org`,
    password: 'secret12',
    ...(promo ? { promo_code: promo } : {}),
  });
  expect(r.status).toBe(200);
  return r.cookie!;
}

describe('campaigns.activateOffer', () => {
  it('activates the offer behind a promo code once per player, whatever the letter case', async () => {
    const cookie = await newPlayer('silk');
    const r = await api.post('campaigns.activateOffer', { promo_code: 'silk' }, cookie);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ sysname: 'promo-silk', trigger: { action: 'promo_code' } });
    const again = await api.post('campaigns.activateOffer', { promo_code: 'SILK' }, cookie);
    expect(again.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { promo_code: ['promo_code_already_activated'] } });
    // Another player may still use it.
    expect((await api.post('campaigns.activateOffer', { promo_code: 'SILK' }, await newPlayer())).status).toBe(200);
  });

  it('answers a list of codes for an unknown code, and needs a session', async () => {
    const cookie = await newPlayer();
    const r = await api.post('campaigns.activateOffer', { promo_code: 'NOPE' }, cookie);
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ promo_code: ['promo_code_not_found'] });
    expect((await api.post('campaigns.activateOffer', { promo_code: 'SILK' })).body.error.type).toBe('AuthorizationException');
  });
});
