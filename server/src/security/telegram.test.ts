/**
 * Telegram init data is a bearer credential: it is accepted only for a few minutes and only once,
 * remembered in the database so every instance refuses a replay.
 */
import { apiClient, createTestServer, type TestServer } from '../testing/server';
import { signInitData } from '../telegram/init-data';
import { loadTelegramConfig } from '../telegram/config';
import { consumeInitData } from '../telegram/replays';

const BOT_TOKEN = '123456:test-bot-token';
const now = () => Math.floor(Date.now() / 1000);
let seq = 0;

function registration(id: number, authDate = now()) {
  const payload = signInitData({ auth_date: String(authDate), query_id: `AAH${++seq}`, user: JSON.stringify({ id, username: `u${id}` }) }, BOT_TOKEN);
  const params = new URLSearchParams(payload);
  return { is_tg: 1, id: String(id), username: `u${id}`, hash: params.get('hash')!, payload };
}

describe('init data lifetime', () => {
  it('is minutes by default and configurable', () => {
    expect(loadTelegramConfig({}).maxAgeSeconds).toBeLessThanOrEqual(15 * 60);
    expect(loadTelegramConfig({ TELEGRAM_INIT_DATA_MAX_AGE: '120' }).maxAgeSeconds).toBe(120);
  });
});

describe('auth.registerTelegram', () => {
  let s: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    s = await createTestServer({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
    api = apiClient(s.app);
  }, 60_000);
  afterAll(() => s.close());

  it('refuses init data signed an hour ago', async () => {
    const r = await api.post('auth.registerTelegram', registration(777001, now() - 3600));
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('InvalidParameterException');
    expect(r.cookie).toBeUndefined();
  });

  it('accepts init data once; a replay gets no session', async () => {
    const params = registration(777002);
    const first = await api.post('auth.registerTelegram', params);
    expect(first.status).toBe(200);
    const replay = await api.post('auth.registerTelegram', params);
    expect(replay.status).toBe(400);
    expect(replay.body.error.type).toBe('InvalidParameterException');
    expect(replay.cookie).toBeUndefined();
    // Fresh init data of the same user still signs in.
    expect((await api.post('auth.registerTelegram', registration(777002))).status).toBe(200);
  });

  it('is remembered in the database until it expires (every instance agrees)', async () => {
    const db = s.database.db;
    const hash = 'c'.repeat(64);
    const until = new Date(Date.now() + 60_000);
    expect(await consumeInitData(db, hash, until)).toBe(true);
    expect(await consumeInitData(db, hash, until)).toBe(false);
    const expired = 'd'.repeat(64);
    expect(await consumeInitData(db, expired, new Date(Date.now() - 1000))).toBe(true);
    // An expired record is forgotten on the next use.
    await consumeInitData(db, 'e'.repeat(64), until);
    const left = await db.selectFrom('telegram_init_data_uses').select('hash').where('hash', '=', expired).execute();
    expect(left).toEqual([]);
  });
});
