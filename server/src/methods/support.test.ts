/**
 * support.getsettings / sendFeedback, FreshChat.storeChatEvent, events.handle, metadata.get and
 * account.setCurrency through the API.
 */
import { apiClient, createTestServer, login, type TestServer } from '../testing/server';

let s: TestServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
}, 90_000);
afterAll(() => s.close());

const from = (n: number) => ({ 'x-forwarded-for': `10.66.0.${n}` });

describe('support', () => {
  it('answers the channels, hours and sanitised questions of the locale', async () => {
    const uz = (await api.get('support.getsettings', {})).body.data;
    expect(uz.hours).toBe('Har kuni, 24/7');
    expect(uz.channels.map((c: { type: string }) => c.type)).toEqual(['chat', 'email', 'telegram']);
    expect(uz.faq.length).toBeGreaterThan(0);
    await s.database.db
      .insertInto('cms_entries')
      .values({
        collection: 'support',
        locale: 'ru',
        data: JSON.stringify({ faq: [{ question: 'Q', answer: '<p onclick="x()">A<script>alert(1)</script></p>' }] }),
      })
      .execute();
    const ru = (await api.get('support.getsettings', {}, undefined, { locale: 'ru' })).body.data;
    expect(JSON.stringify(ru.faq)).not.toMatch(/script|onclick/);
  });

  it('stores feedback, queues it for the mailbox, and limits how often', async () => {
    const refused = await api.post('support.sendFeedback', { name: 'A', email: 'nope', topic: 'other', message: 'short' }, undefined, from(1));
    expect(refused.body.error.type).toBe('InvalidParameterException');
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(['email', 'message', 'name']);

    const sent = await api.post(
      'support.sendFeedback',
      { name: 'Ann Lee', email: 'ann@example.org', topic: 'payments', message: 'My deposit did not arrive.\nPlease check.' },
      undefined,
      from(2),
    );
    expect(sent.status).toBe(200);
    const id = sent.body.data.id as number;
    const row = await s.database.db.selectFrom('support_feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ann Lee', topic: 'payments', locale: 'uz' });
    const mail = await s.database.db.selectFrom('outbox').selectAll().where('purpose', '=', 'support_feedback').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ recipient: 'support@example.com', channel: 'email' });
    expect(mail.body).toContain('My deposit did not arrive.');

    for (let i = 0; i < 4; i++)
      await api.post(
        'support.sendFeedback',
        { name: 'Ann Lee', email: 'ann@example.org', topic: 'other', message: 'Another message here.' },
        undefined,
        from(3),
      );
    const limited = await api.post(
      'support.sendFeedback',
      { name: 'Ann Lee', email: 'ann@example.org', topic: 'other', message: 'Another message here.' },
      undefined,
      { ...from(3) },
    );
    expect(limited.status).toBe(200);
    const over = await api.post(
      'support.sendFeedback',
      { name: 'Ann Lee', email: 'ann@example.org', topic: 'other', message: 'Another message here.' },
      undefined,
      from(3),
    );
    expect(over.body.error.type).toBe('TooManyRequestsException');
    // The refusal says when to come back and which limit it met.
    expect(Number(over.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.response.headers).toMatchObject({ 'ratelimit-remaining': '0', 'ratelimit-limit': expect.any(String) });
  });
});

describe('chat and client events', () => {
  it('keeps FreshChat messages and client events', async () => {
    expect(
      (await api.post('FreshChat.storeChatEvent', { channel_id: 'ch', conversation_id: 'conv-9', text: 'Hi', event: 'received' }, undefined, from(10))).body,
    ).toEqual({ data: 1 });
    expect(await s.database.db.selectFrom('chat_events').select(['conversation_id', 'direction']).execute()).toEqual([
      { conversation_id: 'conv-9', direction: 'received' },
    ]);
    expect((await api.post('events.handle', { event_name: 'banner_click', event_params: '{"id":3}' }, undefined, from(11))).body).toEqual({ data: 1 });
    const ev = await s.database.db.selectFrom('client_events').selectAll().executeTakeFirstOrThrow();
    expect(ev).toMatchObject({ name: 'banner_click', params: { id: 3 } });
    expect((await api.post('events.handle', { event_name: 'x', event_params: '[1]' }, undefined, from(11))).body.error.fields).toHaveProperty('event_params');
  });
});

describe('metadata.get', () => {
  it('answers the head of a page', async () => {
    const r = await api.get('metadata.get', { path: '/ru/gamehall' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ path: '/ru/gamehall', lang: 'ru' });
    expect(typeof r.body.data.title).toBe('string');
    expect((await api.get('metadata.get', { path: '//evil.example' })).body.error.type).toBe('InvalidParameterException');
  });
});

describe('account.setCurrency', () => {
  it('moves an account without money, refuses one with money', async () => {
    const reg = await api.post('auth.register', { login: 'cur@example.org', password: 'secret12' }, undefined, from(20));
    expect((await api.post('account.setCurrency', { currency: 'EUR' }, reg.cookie!)).body).toEqual({ data: 1 });
    expect((await api.get('account.getBalance', {}, reg.cookie!)).body.data.balance_main.currency).toBe('EUR');
    const demo = await login(s.app, 'demo@example.com', 'demo1234');
    const refused = await api.post('account.setCurrency', { currency: 'EUR' }, demo);
    expect(refused.body.error.type).toBe('InvalidParameterException');
    expect(refused.body.error.fields).toHaveProperty('currency');
  });
});
