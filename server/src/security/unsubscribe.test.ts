/**
 * Unsubscribe links: marketing e-mails to a subscribed address carry a signed /unsubscribe link;
 * `account.unsubscribe` takes it without a session, ends that contact's subscription once
 * (audited), and refuses forged and expired links; a replayed link changes nothing.
 */
import { auditOf } from '../audit/audit';
import { enqueuePlayerMail, unsubscribeLinks, unsubscribeSecret } from '../outbox/player-mail';
import { signUnsubscribeToken } from '../outbox/unsubscribe-token';
import { apiClient, createTestServer, type TestServer } from '../testing/server';

let s: TestServer;
let api: ReturnType<typeof apiClient>;
let n = 0;
let secret: string;

beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
  secret = await unsubscribeSecret(s.database.db, s.config);
}, 60_000);
afterAll(() => s.close());

const ip = () => ({ 'x-forwarded-for': `10.43.${Math.floor(++n / 250)}.${n % 250}` });

async function newPlayer() {
  const email = `unsub${++n}@example.org`;
  const r = await api.post('auth.register', { login: email, password: 'secret12' }, undefined, ip());
  return { email, cookie: r.cookie!, uid: r.body.data.uid as number };
}

async function lastMail(recipient: string) {
  return s.database.db.selectFrom('outbox').select(['body', 'subject', 'purpose']).where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirst();
}

const tokenIn = (body: string) => decodeURIComponent(/\/unsubscribe\?token=(\S+)/.exec(body)![1]!);
const unsubscribe = (token: string) => api.post('account.unsubscribe', { token }, undefined, ip());
const contactsOf = async (uid: number) =>
  Object.fromEntries(
    (await s.database.db.selectFrom('contacts').select(['kind', 'is_subscribed']).where('account_id', '=', uid).execute()).map((c) => [
      c.kind,
      c.is_subscribed,
    ]),
  );
const accountFlag = async (uid: number) =>
  (await s.database.db.selectFrom('accounts').select('is_subscribed').where('id', '=', uid).executeTakeFirstOrThrow()).is_subscribed;

it('a new e-mail subscription is welcomed by a message with the link; the link unsubscribes without a session, once, audited', async () => {
  const p = await newPlayer();
  expect((await api.post('account.changeSubscription', { contact: 'email', subscription: 1 }, p.cookie, {}, { locale: 'ru' })).body).toEqual({ data: 1 });
  const mail = (await lastMail(p.email))!;
  expect(mail.purpose).toBe('subscription');
  expect(mail.subject).toBe('Вы подписались на новости Silk Fortune');
  expect(mail.body).toMatch(/отпишитесь: http:\/\/127\.0\.0\.1:\d+\/ru\/unsubscribe\?token=/);
  expect(mail.body).not.toContain(p.email);
  expect(await accountFlag(p.uid)).toBe(true);

  const token = tokenIn(mail.body);
  expect(await unsubscribe(token)).toMatchObject({ status: 200, body: { data: { contact: 'email' } } });
  expect(await contactsOf(p.uid)).toEqual({ email: false });
  expect(await accountFlag(p.uid)).toBe(false);
  const audit = await auditOf(s.database.db, p.uid);
  expect(audit.filter((a) => a.action === 'subscription.unsubscribed')).toEqual([
    expect.objectContaining({ actor: 'player', details: { contact: 'email', via: 'link' } }),
  ]);

  // Replayed: the same answer, nothing more happens.
  expect((await unsubscribe(token)).body).toEqual({ data: { contact: 'email' } });
  expect((await auditOf(s.database.db, p.uid)).filter((a) => a.action === 'subscription.unsubscribed')).toHaveLength(1);

  // Subscribed again: the old link, replayed, leaves the new consent alone.
  await api.post('account.changeSubscription', { contact: 'email', subscription: 1 }, p.cookie);
  expect((await unsubscribe(token)).status).toBe(200);
  expect(await contactsOf(p.uid)).toEqual({ email: true });
  // The new welcome's own link works.
  expect((await unsubscribe(tokenIn((await lastMail(p.email))!.body))).status).toBe(200);
  expect(await contactsOf(p.uid)).toEqual({ email: false });
});

it('refuses forged links: another signature, another account, another key, garbage', async () => {
  const p = await newPlayer();
  await api.post('account.changeSubscription', { contact: 'email', subscription: 1 }, p.cookie);
  const token = tokenIn((await lastMail(p.email))!.body);
  const [uid, kind, expires, nonce, mac] = token.split('.') as [string, string, string, string, string];
  const other = await newPlayer();
  const forged = [
    `${uid}.${kind}.${expires}.${nonce}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
    `${other.uid}.${kind}.${expires}.${nonce}.${mac}`,
    `${uid}.p.${expires}.${nonce}.${mac}`,
    `${uid}.${kind}.${Number(expires) + 1000}.${nonce}.${mac}`,
    `${uid}.${kind}.${expires}.${nonce.slice(0, -1)}${nonce.endsWith('A') ? 'B' : 'A'}.${mac}`,
    signUnsubscribeToken('another-key-'.repeat(4), { accountId: p.uid, kind: 'email', contact: p.email, expires: Number(expires), nonce }),
    'not-a-token-at-all-0123456789',
  ];
  for (const f of forged) {
    const r = await unsubscribe(f);
    expect([f, r.status, r.body.error?.type, r.body.error?.fields]).toEqual([f, 400, 'InvalidParameterException', { token: expect.any(String) }]);
  }
  expect((await unsubscribe(forged[0]!)).body.error.fields.token).toBe('Link is invalid');
  expect(await contactsOf(p.uid)).toEqual({ email: true });
  expect(await contactsOf(other.uid)).toEqual({ email: false });
});

it('refuses an expired link, and one for an address the account no longer has', async () => {
  const p = await newPlayer();
  await api.post('account.changeSubscription', { contact: 'email', subscription: 1 }, p.cookie);
  const expired = signUnsubscribeToken(secret, { accountId: p.uid, kind: 'email', contact: p.email, expires: Math.floor(Date.now() / 1000) - 1 });
  const r = await unsubscribe(expired);
  expect([r.status, r.body.error.fields]).toEqual([400, { token: 'Link has expired' }]);

  const oldAddress = tokenIn((await lastMail(p.email))!.body);
  await api.post('account.addcontact', { contact: `changed${n}@example.org` }, p.cookie);
  expect((await unsubscribe(oldAddress)).body.error.fields).toEqual({ token: 'Link is invalid' });
  expect(await contactsOf(p.uid)).toEqual({ email: true });
});

it('unsubscribes a phone by its own link; the account stays subscribed while the e-mail is', async () => {
  const p = await newPlayer();
  await api.post('account.addcontact', { contact: '998901112233', phone_country_code: '998' }, p.cookie);
  await api.post('account.changeSubscription', { contact: 'email', subscription: 1 }, p.cookie);
  await api.post('account.changeSubscription', { contact: 'phone', subscription: 1 }, p.cookie);
  const token = signUnsubscribeToken(secret, { accountId: p.uid, kind: 'phone', contact: '998901112233', expires: Math.floor(Date.now() / 1000) + 3600 });
  expect((await unsubscribe(token)).body).toEqual({ data: { contact: 'phone' } });
  expect(await contactsOf(p.uid)).toEqual({ email: true, phone: false });
  expect(await accountFlag(p.uid)).toBe(true);
});

it('sends other player mail only to a subscribed address, always with the link; codes never carry one', async () => {
  const p = await newPlayer();
  const links = await unsubscribeLinks(s.database.db, s.config, undefined);
  const mail = { accountId: p.uid, locale: 'uz' as const, purpose: 'news', subject: 'Yangiliklar', body: 'Yangi turnir.' };
  expect(await enqueuePlayerMail(s.database.db, links, mail)).toBeNull();
  await api.post('account.changeSubscription', { contact: 'email', subscription: 1 }, p.cookie);
  expect(await enqueuePlayerMail(s.database.db, links, mail)).toEqual(expect.any(Number));
  expect((await lastMail(p.email))!.body).toMatch(/^Yangi turnir\.\n\nBunday xatlarni .*: http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=\S+$/);
  await expect(enqueuePlayerMail(s.database.db, links, { ...mail, purpose: 'restore' })).rejects.toThrow(/security/);

  await api.post('account.sendconfirmationtocontact', { contact: 'email' }, p.cookie);
  const code = (await lastMail(p.email))!;
  expect(code.purpose).toBe('confirm_email');
  expect(code.body).not.toContain('unsubscribe');
});
