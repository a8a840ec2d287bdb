import { createHmac } from 'node:crypto';
import { apiClient, createTestServer, type TestServer } from '../testing/server';
import { checkInitData, dataCheckString, signInitData } from './init-data';
import { WRONG_REGISTRATION } from './registration';

const BOT_TOKEN = '123456:test-bot-token';
const now = () => Math.floor(Date.now() / 1000);

function initData(user: Record<string, unknown>, { authDate = now(), token = BOT_TOKEN } = {}) {
  return signInitData({ auth_date: String(authDate), query_id: 'AAH', user: JSON.stringify(user) }, token);
}

/** The parameters the mini-app sends (spec §1): is_tg, id, username, hash, language_code, payload. */
function registration(payload: string) {
  const params = new URLSearchParams(payload);
  const user = JSON.parse(params.get('user')!);
  return { is_tg: 1, id: String(user.id), username: user.username, hash: params.get('hash')!, language_code: user.language_code, payload };
}

describe('init data validation', () => {
  it('follows Telegram: HMAC with the key "WebAppData" + bot token over the sorted fields', () => {
    const raw = initData({ id: 7, username: 'ann' }, { authDate: 1_700_000_000 });
    const fields = Object.fromEntries(new URLSearchParams(raw));
    expect(dataCheckString(fields)).toBe(`auth_date=1700000000\nquery_id=AAH\nuser=${JSON.stringify({ id: 7, username: 'ann' })}`);
    const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
    expect(fields.hash).toBe(createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex'));
    const check = checkInitData(raw, BOT_TOKEN, { maxAgeSeconds: 86400, now: 1_700_000_100_000 });
    expect(check).toMatchObject({ ok: true, data: { user: { id: 7, username: 'ann' }, authDate: 1_700_000_000 } });
  });

  it('refuses forged, tampered, expired and malformed data', () => {
    const opts = { maxAgeSeconds: 86400 };
    expect(checkInitData(initData({ id: 7 }, { token: 'another-bot' }), BOT_TOKEN, opts)).toEqual({ ok: false, reason: 'signature' });
    const tampered = initData({ id: 7 }).replace('%22id%22%3A7', '%22id%22%3A8');
    expect(checkInitData(tampered, BOT_TOKEN, opts)).toEqual({ ok: false, reason: 'signature' });
    expect(checkInitData(initData({ id: 7 }, { authDate: now() - 86401 }), BOT_TOKEN, opts)).toEqual({ ok: false, reason: 'expired' });
    expect(checkInitData(initData({ id: 7 }, { authDate: now() + 3600 }), BOT_TOKEN, opts)).toEqual({ ok: false, reason: 'expired' });
    expect(checkInitData('user=%7B%7D', BOT_TOKEN, opts)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkInitData(`${initData({ id: 7 })}&hash=${'0'.repeat(64)}`, BOT_TOKEN, opts)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkInitData(initData({ name: 'no id' }), BOT_TOKEN, opts)).toEqual({ ok: false, reason: 'malformed' });
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

  it('registers the Telegram user with a session, then signs the same user in to the same account', async () => {
    const first = await api.post(
      'auth.registerTelegram',
      registration(initData({ id: 555001, username: 'tg_player', first_name: 'Ann', language_code: 'ru' })),
    );
    expect(first.status).toBe(200);
    expect(first.cookie).toMatch(/^sid=/);
    expect(first.body.data).toMatchObject({ login: 'telegram_555001', is_registration_completed: false });
    const contacts = await s.database.db.selectFrom('contacts').selectAll().where('account_id', '=', first.body.data.uid).execute();
    expect(contacts).toEqual([]);

    const again = await api.post('auth.registerTelegram', registration(initData({ id: 555001, username: 'tg_player' })));
    expect(again.body.data.uid).toBe(first.body.data.uid);
    expect(again.cookie).not.toBe(first.cookie);
  });

  it('refuses forged or expired data with the wrong-registration text in the caller language', async () => {
    const forged = await api.post('auth.registerTelegram', registration(initData({ id: 555002 }, { token: 'not-the-bot' })), undefined, {}, { locale: 'ru' });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatchObject({ type: 'InvalidParameterException', message: WRONG_REGISTRATION.ru });
    const expired = await api.post('auth.registerTelegram', registration(initData({ id: 555002 }, { authDate: now() - 2 * 86400 })));
    expect(expired.body.error.message).toBe(WRONG_REGISTRATION.uz);
    expect(expired.cookie).toBeUndefined();
  });

  it('refuses separate fields that differ from the signed data', async () => {
    const params = registration(initData({ id: 555003, username: 'real' }));
    expect((await api.post('auth.registerTelegram', { ...params, id: '555004' })).status).toBe(400);
    expect((await api.post('auth.registerTelegram', { ...params, username: 'someone_else' })).status).toBe(400);
    expect((await api.post('auth.registerTelegram', { ...params, hash: 'b'.repeat(64) })).status).toBe(400);
  });

  it('is off without a bot token', async () => {
    const off = await createTestServer({ seed: false });
    try {
      const r = await apiClient(off.app).post('auth.registerTelegram', registration(initData({ id: 555005 })));
      expect(r.body.error).toMatchObject({ type: 'InvalidParameterException', message: WRONG_REGISTRATION.uz });
    } finally {
      await off.close();
    }
  }, 60_000);
});
