/**
 * Identity verification against a real database, through the API, the demo provider's page calls,
 * its signed webhook and the operator's queue: the methods, uploads and their refusals, documents
 * nobody but the operator reads, forged / stale / replayed webhooks, decisions and the KYC block on
 * withdrawals.
 */
import { createTestServer, type TestServer } from '../../testing/server';
import { cashierClient, trustDetails } from '../../testing/cashier';
import { pngImage } from '../../testing/png';
import { auditOf } from '../../audit/audit';
import { injectDeliver, type Deliver } from '../../providers/callbacks/delivery';
import { signPayload as signBody } from '../../providers/callbacks/signature';
import { demoIdentityProvider } from '../../providers/identity';
import { deliverDueWebhooks, SIGNATURE_HEADER, TIMESTAMP_HEADER, WEBHOOK_PATH, webhookBody, webhookSecret } from '../../providers/identity/webhook';
import { findApplicant } from '../../providers/identity/store';

let s: TestServer;
let c: ReturnType<typeof cashierClient>;

beforeAll(async () => {
  s = await createTestServer();
  c = cashierClient(s.app);
}, 90_000);
afterAll(() => s.close());

const db = () => s.database.db;
const CARD = JSON.stringify({ card_number: '4111 1111 1111 1111', card_holder: 'Aziz Karimov' });
const PNG = pngImage();
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(200, 7)]);
const WEBP = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(200, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function account(id: number) {
  return db().selectFrom('accounts').select(['is_verified', 'is_on_verification', 'is_kyc_block_enabled']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function notificationsOf(id: number) {
  return db().selectFrom('notifications').select(['kind', 'params']).where('account_id', '=', id).orderBy('id').execute();
}

/** The access token of the provider's page, as the profile gets it. */
async function tokenFor(cookie: string, locale = 'uz'): Promise<{ token: string; url: string }> {
  const r = await c.api.post('sumsub.getAccessToken', {}, cookie, {}, { locale });
  if (r.status !== 200) throw new Error(`getAccessToken: ${JSON.stringify(r.body)}`);
  return { token: r.body.data.token, url: r.body.data.url };
}

function upload(token: string | null, bytes: Buffer, options: { type?: string; lang?: string; contentType?: string; name?: string } = {}) {
  return s.app.inject({
    method: 'POST',
    url: `/platform/kyc/api/documents?type=${options.type ?? 'PASSPORT'}&lang=${options.lang ?? 'uz'}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': options.contentType ?? 'application/octet-stream',
      ...(options.name ? { 'x-file-name': encodeURIComponent(options.name) } : {}),
    },
    payload: bytes,
  });
}

const pageCall = (token: string, method: 'GET' | 'POST', path: string) =>
  s.app.inject({ method, url: `/platform/kyc/api/${path}?lang=uz`, headers: { authorization: `Bearer ${token}` } });

/** A player who uploaded a document and submitted it on the provider's page. */
async function submittedPlayer(options: { confirmed?: boolean } = {}) {
  const player = await c.player({ confirmed: options.confirmed ?? false, db: db() });
  const { token } = await tokenFor(player.cookie);
  expect((await upload(token, PNG, { name: 'passport.png' })).statusCode).toBe(201);
  expect((await pageCall(token, 'POST', 'submit')).statusCode).toBe(200);
  return { ...player, token };
}

function ops(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = 'ops-secret') {
  return s.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-ops-actor': 'compliance', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

describe('sumsub.* and account.setUserOnVerification', () => {
  it('create one applicant per player, audited once', async () => {
    const { cookie, id } = await c.player();
    expect((await c.api.get('sumsub.getApplicantStatus', {}, cookie)).body.data).toEqual({ status: 'none', reasons: [], updated_at: null });
    const first = await c.api.post('sumsub.createApplicant', {}, cookie);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ applicant_id: expect.stringMatching(/^[0-9a-f]{24}$/), status: 'init' });
    const again = await c.api.post('sumsub.createApplicant', {}, cookie);
    expect(again.body.data.applicant_id).toBe(first.body.data.applicant_id);
    expect((await c.api.get('sumsub.getApplicantStatus', {}, cookie)).body.data).toMatchObject({ status: 'init', reasons: [] });
    expect((await auditOf(db(), id)).filter((a) => a.action === 'verification.started')).toHaveLength(1);
    expect((await findApplicant(db(), first.body.data.applicant_id))?.external_user_id).toBe(String(id));
  });

  it("hand out a short-lived token and the page of the player's language", async () => {
    const { cookie, id } = await c.player();
    const r = await c.api.post('sumsub.getAccessToken', { externalActionId: 'withdrawal-1' }, cookie, {}, { locale: 'ru' });
    expect(r.status).toBe(200);
    const { token, url, user_id, expires_at } = r.body.data;
    expect(user_id).toBe(String(id));
    expect(url).toBe(`/platform/kyc/sdk?lang=ru#${token}`);
    expect(expires_at - Date.now() / 1000).toBeGreaterThan(500);
    expect(expires_at - Date.now() / 1000).toBeLessThanOrEqual(600);
    const page = await s.app.inject({ url: url.split('#')[0] });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('Подтверждение личности');
    expect((await pageCall(token, 'GET', 'applicant')).json().data).toMatchObject({ status: 'init', documents: [] });
    const stored = await db().selectFrom('demo_identity_tokens').select(['token_hash', 'external_action_id']).execute();
    expect(stored.some((t) => t.external_action_id === 'withdrawal-1')).toBe(true);
    expect(stored.some((t) => t.token_hash === token)).toBe(false);
    // An expired token opens nothing.
    await db()
      .updateTable('demo_identity_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('external_action_id', '=', 'withdrawal-1')
      .execute();
    const expired = await pageCall(token, 'GET', 'applicant');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('token');
  });

  it('believe a submission only once the provider has the documents', async () => {
    const { cookie, id } = await c.player();
    const before = await c.api.post('account.setUserOnVerification', {}, cookie);
    expect(before.status).toBe(403);
    expect(before.body.error.type).toBe('SumsubVerificationRequiredException');
    const { token } = await tokenFor(cookie);
    expect((await c.api.post('account.setUserOnVerification', {}, cookie)).body.error.type).toBe('SumsubVerificationRequiredException');
    expect(await account(id)).toMatchObject({ is_on_verification: false });

    expect((await upload(token, PNG)).statusCode).toBe(201);
    // Uploaded, not yet submitted.
    expect((await c.api.post('account.setUserOnVerification', {}, cookie)).body.error.type).toBe('SumsubVerificationRequiredException');
    const submitted = await pageCall(token, 'POST', 'submit');
    expect(submitted.json().data).toMatchObject({ status: 'pending', documents: [{ type: 'PASSPORT', size: PNG.length }] });

    expect((await c.api.post('account.setUserOnVerification', {}, cookie)).body).toEqual({ data: 1 });
    expect((await c.api.post('account.setUserOnVerification', {}, cookie)).body).toEqual({ data: 1 });
    expect(await account(id)).toMatchObject({ is_on_verification: true, is_verified: false });
    expect((await c.api.get('account.getInfo', {}, cookie)).body.data).toMatchObject({ is_on_verification: true, is_verified: false });
    expect((await c.api.get('sumsub.getApplicantStatus', {}, cookie)).body.data.status).toBe('pending');
    expect((await auditOf(db(), id)).filter((a) => a.action === 'verification.submitted')).toHaveLength(1);
  });

  it('are refused to guests', async () => {
    for (const method of ['sumsub.createApplicant', 'sumsub.getAccessToken', 'account.setUserOnVerification']) {
      expect((await c.api.post(method, {})).body.error.type).toBe('AuthorizationException');
    }
    expect((await c.api.get('sumsub.getApplicantStatus', {})).body.error.type).toBe('AuthorizationException');
  });
});

describe("uploads on the provider's page", () => {
  it('take JPEG, PNG, WebP and PDF by their bytes, whatever type the browser names', async () => {
    const { cookie } = await c.player();
    const { token } = await tokenFor(cookie);
    for (const [bytes, mime] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'image/png'],
      [WEBP, 'image/webp'],
      [PDF, 'application/pdf'],
    ] as const) {
      const r = await upload(token, bytes, { contentType: 'image/png', type: 'ID_CARD' });
      expect([r.statusCode, r.json().data]).toEqual([201, { id: expect.any(Number), type: 'ID_CARD', mime, size: bytes.length }]);
    }
  });

  it("refuse other types, empty and oversized files with a message in the player's language, storing nothing", async () => {
    const { cookie } = await c.player();
    const { token } = await tokenFor(cookie);
    const text = await upload(token, Buffer.from('just some text'), { contentType: 'image/png' });
    expect([text.statusCode, text.json().error]).toEqual([415, { code: 'type', message: 'Bu fayl turi qabul qilinmaydi: JPEG, PNG, WebP yoki PDF yuklang.' }]);
    const svg = await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), {
      lang: 'ru',
      contentType: 'image/svg+xml',
    });
    expect([svg.statusCode, svg.json().error.message]).toEqual([415, 'Этот тип файла не принимается: загрузите JPEG, PNG, WebP или PDF.']);
    const big = await upload(token, Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]), { lang: 'ru' });
    expect([big.statusCode, big.json().error]).toEqual([413, { code: 'too_large', message: 'Файл слишком большой: допускается до 8 МБ.' }]);
    const empty = await upload(token, Buffer.alloc(0));
    expect([empty.statusCode, empty.json().error.code]).toEqual([400, 'empty']);
    const type = await upload(token, PNG, { type: 'SELFIE' });
    expect([type.statusCode, type.json().error.code]).toEqual([400, 'doc_type']);
    expect((await upload(null, PNG)).statusCode).toBe(401);
    expect((await upload('x'.repeat(43), PNG)).statusCode).toBe(401);
    expect((await pageCall(token, 'GET', 'applicant')).json().data.documents).toEqual([]);
    const submit = await pageCall(token, 'POST', 'submit');
    expect([submit.statusCode, submit.json().error.code]).toEqual([409, 'no_documents']);
  });

  it('stop once the documents are submitted', async () => {
    const { token } = await submittedPlayer();
    const r = await upload(token, PNG);
    expect([r.statusCode, r.json().error.code]).toEqual([409, 'state']);
  });
});

describe('documents', () => {
  it('are never readable by another player, nor by anyone without the ops token', async () => {
    const a = await submittedPlayer();
    const b = await c.player();
    const { token: tokenB } = await tokenFor(b.cookie);
    const doc = await db()
      .selectFrom('demo_identity_documents as d')
      .innerJoin('demo_identity_applicants as a', 'a.id', 'd.applicant_id')
      .select('d.id')
      .where('a.external_user_id', '=', String(a.id))
      .executeTakeFirstOrThrow();
    const png = PNG.subarray(0, 8).toString('latin1');

    // B's token sees B's applicant only, and no page call answers a document's bytes.
    expect((await pageCall(tokenB, 'GET', 'applicant')).json().data.documents).toEqual([]);
    expect((await pageCall(a.token, 'GET', 'applicant')).json().data.documents).toEqual([{ type: 'PASSPORT', name: 'passport.png', size: PNG.length }]);
    for (const url of [
      `/platform/kyc/api/documents/${doc.id}`,
      `/platform/kyc/documents/${doc.id}`,
      `/platform/kyc/api/documents?id=${doc.id}`,
      `/ops/kyc/${a.id}/documents/${doc.id}`,
    ]) {
      for (const headers of [
        { authorization: `Bearer ${tokenB}`, cookie: b.cookie },
        { authorization: `Bearer ${a.token}`, cookie: a.cookie },
      ]) {
        const r = await s.app.inject({ url, headers });
        expect([url, r.body.includes(png)]).toEqual([url, false]);
        expect(r.headers['content-type']).not.toMatch(/^image\//);
      }
    }
    // The operator reads it; under another player's uid it does not exist.
    const read = await ops('GET', `/ops/kyc/${a.id}/documents/${doc.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.from(read.rawPayload).equals(PNG)).toBe(true);
    expect((await ops('GET', `/ops/kyc/${b.id}/documents/${doc.id}`)).statusCode).toBe(400);
    expect((await ops('GET', `/ops/kyc/${a.id}/documents/${doc.id}`, undefined, 'wrong-token')).statusCode).toBe(401);
  });
});

describe('the webhook', () => {
  async function signedDelivery(body: string, timestamp = Math.floor(Date.now() / 1000), key?: string) {
    const secret = key ?? (await webhookSecret(db(), null));
    return s.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, timestamp, body), [TIMESTAMP_HEADER]: String(timestamp) },
      payload: body,
    });
  }

  /** A submitted player, their provider row decided (not yet delivered) as `answer`. */
  async function decided(answer: 'GREEN' | 'RED', seq = 1) {
    const player = await submittedPlayer();
    const row = await db()
      .updateTable('demo_identity_applicants')
      .set({
        review_status: 'completed',
        review_answer: answer,
        reject_type: answer === 'RED' ? 'RETRY' : null,
        reject_labels: JSON.stringify(answer === 'RED' ? ['SCREENSHOTS'] : []),
        review_seq: seq,
        reviewed_at: new Date(),
      })
      .where('external_user_id', '=', String(player.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    return { player, row };
  }

  it('is applied once when genuine: a replay is acknowledged and changes nothing', async () => {
    const { player, row } = await decided('GREEN');
    const body = webhookBody(row);
    const first = await signedDelivery(body);
    expect([first.statusCode, first.json()]).toEqual([200, { status: 'applied' }]);
    expect(await account(player.id)).toMatchObject({ is_verified: true, is_on_verification: false });
    const replay = await signedDelivery(body);
    expect([replay.statusCode, replay.json()]).toEqual([200, { status: 'duplicate' }]);
    const resent = await signedDelivery(webhookBody(row));
    expect(resent.json()).toEqual({ status: 'duplicate' });
    expect(await notificationsOf(player.id)).toEqual([{ kind: 'verification.approved', params: {} }]);
    expect((await auditOf(db(), player.id)).filter((a) => a.action === 'verification.approved')).toEqual([
      expect.objectContaining({ actor: 'system', details: expect.objectContaining({ provider: 'demo', event_id: `${row.id}.1` }) }),
    ]);
    expect((await c.api.get('sumsub.getApplicantStatus', {}, player.cookie)).body.data.status).toBe('approved');
  });

  it('refuses forged, stale, unsigned and malformed calls, changing nothing', async () => {
    const { player, row } = await decided('GREEN');
    const body = webhookBody(row);
    const forged = await signedDelivery(body, undefined, 'not-the-secret');
    expect([forged.statusCode, forged.json()]).toEqual([401, { error: 'signature mismatch' }]);
    const secret = await webhookSecret(db(), null);
    const ts = Math.floor(Date.now() / 1000);
    const tampered = await s.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, ts, body), [TIMESTAMP_HEADER]: String(ts) },
      payload: body.replace('"GREEN"', '"GREEN" '),
    });
    expect(tampered.statusCode).toBe(401);
    const stale = await signedDelivery(webhookBody({ ...row, review_seq: 9 }), Math.floor(Date.now() / 1000) - 301);
    expect([stale.statusCode, stale.json()]).toEqual([401, { error: 'signature stale' }]);
    const unsigned = await s.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: webhookBody({ ...row, review_seq: 10 }),
    });
    expect(unsigned.statusCode).toBe(401);
    const malformed = await signedDelivery('{"type":"applicantReviewed"}');
    expect(malformed.statusCode).toBe(400);
    const stranger = await signedDelivery(webhookBody({ ...row, id: 'f'.repeat(24), review_seq: 11 }));
    expect(stranger.statusCode).toBe(404);
    const otherUser = await signedDelivery(webhookBody({ ...row, external_user_id: '1', review_seq: 12 }));
    expect(otherUser.statusCode).toBe(404);
    expect(await account(player.id)).toMatchObject({ is_verified: false });
    expect(await notificationsOf(player.id)).toEqual([]);
    // The genuine one still applies afterwards.
    expect((await signedDelivery(body)).json()).toEqual({ status: 'applied' });
  });

  it('ignores a decision older than the one applied', async () => {
    const { player, row } = await decided('RED', 2);
    expect((await signedDelivery(webhookBody(row))).json()).toEqual({ status: 'applied' });
    const older = await signedDelivery(
      webhookBody({ ...row, review_answer: 'GREEN', reject_type: null, review_seq: 1, reviewed_at: new Date(Date.now() - 60_000) }),
    );
    expect(older.json()).toEqual({ status: 'stale' });
    expect(await account(player.id)).toMatchObject({ is_verified: false });
    expect((await c.api.get('sumsub.getApplicantStatus', {}, player.cookie)).body.data).toMatchObject({ status: 'retry', reasons: ['SCREENSHOTS'] });
  });

  it('is sent again until the merchant acknowledges it', async () => {
    const { player, row } = await decided('GREEN');
    await db().updateTable('demo_identity_applicants').set({ webhook_due: true }).where('id', '=', row.id).execute();
    const secret = await webhookSecret(db(), null);
    const down: Deliver = async () => ({ status: 503, body: 'unavailable' });
    expect(await deliverDueWebhooks(db(), down, secret)).toBe(0);
    expect(await findApplicant(db(), row.id)).toMatchObject({ webhook_due: true, webhook_attempts: 1, webhook_error: '503 unavailable' });
    expect(await account(player.id)).toMatchObject({ is_verified: false });
    // It waits its backoff before the next attempt, not the next round.
    const early: string[] = [];
    await deliverDueWebhooks(db(), async (_p, _h, body) => (early.push(body), { status: 200, body: '{}' }), secret);
    expect(early.filter((b) => b.includes(row.id))).toEqual([]);
    expect((await findApplicant(db(), row.id))?.webhook_next_at?.getTime()).toBeGreaterThan(Date.now());
    await db().updateTable('demo_identity_applicants').set({ webhook_next_at: null }).where('id', '=', row.id).execute();
    expect(await deliverDueWebhooks(db(), injectDeliver(s.app), secret)).toBeGreaterThanOrEqual(1);
    expect(await findApplicant(db(), row.id)).toMatchObject({ webhook_due: false, webhook_error: null });
    expect(await account(player.id)).toMatchObject({ is_verified: true });
    // Nothing is due any more: the next round sends nothing for it.
    const calls: string[] = [];
    await deliverDueWebhooks(db(), async (_p, _h, body) => (calls.push(body), { status: 200, body: '{}' }), secret);
    expect(calls.filter((b) => b.includes(row.id))).toEqual([]);
  });
});

describe('the operator', () => {
  it('needs the ops token', async () => {
    const { cookie } = await c.player();
    expect((await s.app.inject({ url: '/ops/kyc', headers: { cookie } })).statusCode).toBe(401);
    expect((await ops('GET', '/ops/kyc', undefined, 'ops-secreT')).statusCode).toBe(401);
    expect((await ops('POST', '/ops/kyc/100001/approve', {}, '')).statusCode).toBe(401);
  });

  it('approves from the queue: the webhook verifies the account, the player is told, both steps audited', async () => {
    const player = await submittedPlayer();
    expect((await c.api.post('account.setUserOnVerification', {}, player.cookie)).status).toBe(200);
    const list = await ops('GET', '/ops/kyc?status=pending');
    const item = list.json().data.items.find((i: { uid: number }) => i.uid === player.id);
    expect(item).toMatchObject({
      status: 'pending',
      is_on_verification: true,
      is_verified: false,
      documents: [{ type: 'PASSPORT', mime: 'image/png', size: PNG.length, name: 'passport.png' }],
    });

    const approved = await ops('POST', `/ops/kyc/${player.id}/approve`, { comment: 'matches the profile' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      uid: player.id,
      status: 'approved',
      is_verified: true,
      is_on_verification: false,
      reviewed_by: 'token:bootstrap',
    });
    expect((await c.api.get('account.getInfo', {}, player.cookie)).body.data).toMatchObject({ is_verified: true, is_on_verification: false });
    expect(await notificationsOf(player.id)).toEqual([{ kind: 'verification.approved', params: {} }]);
    const audit = await auditOf(db(), player.id);
    expect(audit.find((a) => a.action === 'verification.reviewed')).toMatchObject({
      actor: 'ops:token:bootstrap',
      details: expect.objectContaining({ decision: 'approved', comment: 'matches the profile' }),
    });
    expect(audit.find((a) => a.action === 'verification.approved')).toMatchObject({ actor: 'system' });
    // Nothing left to do: no new token, no second decision.
    expect((await c.api.post('sumsub.getAccessToken', {}, player.cookie)).body.error.type).toBe('InvalidRequestException');
    expect((await ops('POST', `/ops/kyc/${player.id}/approve`, {})).json().error.type).toBe('InvalidRequestException');
  });

  it('rejects with reasons: the player may try again, unless the rejection is final', async () => {
    const player = await submittedPlayer();
    const retry = await ops('POST', `/ops/kyc/${player.id}/reject`, { reasons: ['UNSATISFACTORY_PHOTOS', 'EXPIRATION_DATE'] });
    expect(retry.json().data).toMatchObject({ status: 'retry', reasons: ['UNSATISFACTORY_PHOTOS', 'EXPIRATION_DATE'], is_verified: false });
    expect(await notificationsOf(player.id)).toEqual([{ kind: 'verification.retry', params: { reasons: ['UNSATISFACTORY_PHOTOS', 'EXPIRATION_DATE'] } }]);
    expect((await c.api.get('sumsub.getApplicantStatus', {}, player.cookie)).body.data).toMatchObject({
      status: 'retry',
      reasons: ['UNSATISFACTORY_PHOTOS', 'EXPIRATION_DATE'],
    });

    // Another document, submitted again: in review again, then refused for good.
    const { token } = await tokenFor(player.cookie);
    expect((await pageCall(token, 'POST', 'submit')).json().error.code).toBe('no_documents');
    expect((await upload(token, JPEG)).statusCode).toBe(201);
    expect((await pageCall(token, 'POST', 'submit')).statusCode).toBe(200);
    expect((await c.api.post('account.setUserOnVerification', {}, player.cookie)).status).toBe(200);
    expect((await c.api.get('sumsub.getApplicantStatus', {}, player.cookie)).body.data.status).toBe('pending');
    const final = await ops('POST', `/ops/kyc/${player.id}/reject`, { reasons: ['FORGERY'], final: true, comment: 'edited image' });
    expect(final.json().data).toMatchObject({ status: 'rejected', reasons: ['FORGERY'], is_on_verification: false });
    expect((await notificationsOf(player.id)).map((n) => n.kind)).toEqual(['verification.retry', 'verification.rejected']);
    expect((await c.api.post('sumsub.getAccessToken', {}, player.cookie)).body.error.type).toBe('InvalidRequestException');
  });

  it('refuses decisions on nothing submitted, unknown players and unknown reasons', async () => {
    const { cookie, id } = await c.player();
    expect((await ops('POST', `/ops/kyc/${id}/approve`, {})).json().error).toMatchObject({
      type: 'InvalidParameterException',
      fields: { uid: expect.any(String) },
    });
    await c.api.post('sumsub.createApplicant', {}, cookie);
    expect((await ops('POST', `/ops/kyc/${id}/approve`, {})).json().error.type).toBe('InvalidRequestException');
    expect((await ops('POST', `/ops/kyc/${id}/reject`, { reasons: ['blurry; drop table'] })).json().error.type).toBe('InvalidParameterException');
    expect((await ops('POST', '/ops/kyc/abc/approve', {})).json().error.type).toBe('InvalidParameterException');
    expect((await ops('POST', '/ops/kyc/999999999/require', {})).json().error.type).toBe('InvalidParameterException');
    expect(await account(id)).toMatchObject({ is_verified: false, is_on_verification: false });
  });
});

describe('withdrawals held for identity verification', () => {
  const params = { method: 'visa_mastercard', amount: '50', requisites: CARD };

  it('go through once the player is verified', async () => {
    const player = await c.player({ confirmed: true, db: db() });
    await trustDetails(db(), player.id, 'visa_mastercard', CARD);
    await c.deposit(player.cookie, 100);
    const required = await ops('POST', `/ops/kyc/${player.id}/require`, {});
    expect(required.json().data).toEqual({ uid: player.id, is_kyc_block_enabled: true, is_verified: false });
    expect((await auditOf(db(), player.id)).find((a) => a.action === 'verification.required')).toMatchObject({ actor: 'ops:token:bootstrap' });
    const refused = await c.makeWithdrawal(player.cookie, params);
    expect([refused.status, refused.body.error.type]).toEqual([403, 'KycWithdrawalException']);
    expect((await c.api.get('account.getInfo', {}, player.cookie)).body.data).toMatchObject({ is_kyc_block_enabled: true, is_verified: false });

    const { token } = await tokenFor(player.cookie);
    await upload(token, PNG);
    await pageCall(token, 'POST', 'submit');
    await c.api.post('account.setUserOnVerification', {}, player.cookie);
    expect((await c.makeWithdrawal(player.cookie, params)).body.error.type).toBe('KycWithdrawalException');
    await ops('POST', `/ops/kyc/${player.id}/approve`, {});
    const paid = await c.makeWithdrawal(player.cookie, params);
    expect(paid.status).toBe(200);
    expect((await c.balance(player.cookie)).main).toBe(50);
  });

  it("for every new account when the operator's policy says so", async () => {
    expect((await ops('GET', '/ops/kyc/policy')).json().data).toEqual({ newAccounts: false, verifyAbove: [] });
    expect((await ops('PUT', '/ops/kyc/policy', { newAccounts: true })).json().data).toEqual({ newAccounts: true, verifyAbove: [] });
    try {
      const held = await c.player();
      expect(await account(held.id)).toMatchObject({ is_kyc_block_enabled: true });
    } finally {
      expect((await ops('PUT', '/ops/kyc/policy', { newAccounts: false })).json().data).toEqual({ newAccounts: false, verifyAbove: [] });
    }
    expect(await account((await c.player()).id)).toMatchObject({ is_kyc_block_enabled: false });
    expect((await ops('PUT', '/ops/kyc/policy', { newAccounts: 'yes' })).json().error.type).toBe('InvalidParameterException');
  });
});

describe("the demo provider's own decision", () => {
  it('decides submitted applicants by itself when configured, and tells the merchant', async () => {
    const player = await submittedPlayer();
    const provider = demoIdentityProvider(db(), { ...s.config.kyc, autoDecision: { decision: 'approve', afterSeconds: 0 } }, { deliver: injectDeliver(s.app) });
    const { decided } = await provider.runDue();
    expect(decided).toBeGreaterThanOrEqual(1);
    expect(await account(player.id)).toMatchObject({ is_verified: true });
    const off = demoIdentityProvider(db(), { ...s.config.kyc, autoDecision: null }, { deliver: injectDeliver(s.app) });
    const other = await submittedPlayer();
    expect((await off.runDue()).decided).toBe(0);
    expect(await account(other.id)).toMatchObject({ is_verified: false });
  });
});
