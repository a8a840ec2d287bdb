/**
 * The demo identity provider's page calls check the access token before anything of the body is
 * read, so a stranger cannot make the server take in (or store) uploads; and the player's
 * "documents submitted" call (`account.setUserOnVerification`, which asks the provider each time)
 * is rate limited.
 */
import { Readable } from 'node:stream';
import { createTestServer, type TestServer } from '../testing/server';
import { cashierClient } from '../testing/cashier';
import { pngImage } from '../testing/png';

let s: TestServer;
let c: ReturnType<typeof cashierClient>;

beforeAll(async () => {
  s = await createTestServer();
  c = cashierClient(s.app);
}, 90_000);
afterAll(() => s.close());

const db = () => s.database.db;
const PNG = pngImage();

/** A request body that records whether anybody read from it. */
function watchedBody(bytes: Buffer) {
  const state = { read: false };
  let sent = false;
  const stream = new Readable({
    read() {
      state.read = true;
      if (!sent) {
        sent = true;
        this.push(bytes);
      }
      this.push(null);
    },
  });
  return { stream, state };
}

async function tokenFor(cookie: string): Promise<string> {
  const r = await c.api.post('sumsub.getAccessToken', {}, cookie);
  if (r.status !== 200) throw new Error(`getAccessToken: ${JSON.stringify(r.body)}`);
  return r.body.data.token as string;
}

function upload(authorization: string | null, body: Readable | Buffer, type = 'PASSPORT') {
  return s.app.inject({
    method: 'POST',
    url: `/platform/kyc/api/documents?type=${type}&lang=uz`,
    headers: { ...(authorization ? { authorization } : {}), 'content-type': 'image/png', 'content-length': String(PNG.length) },
    payload: body,
  });
}

const storedDocuments = async () =>
  Number(
    (
      await db()
        .selectFrom('demo_identity_documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('uploads to the demo identity provider', () => {
  it('with a missing, forged or expired token are refused before the body is read, and nothing is stored', async () => {
    const { cookie } = await c.player();
    const token = await tokenFor(cookie);
    await db()
      .updateTable('demo_identity_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const stored = await storedDocuments();
    for (const authorization of [null, 'Bearer ', `Bearer ${'x'.repeat(43)}`, `Bearer ${token}`, `Basic ${token}`]) {
      const { stream, state } = watchedBody(PNG);
      const r = await upload(authorization, stream);
      expect([authorization, r.statusCode, r.json().error.code]).toEqual([authorization, 401, 'token']);
      expect([authorization, state.read]).toEqual([authorization, false]);
    }
    expect(await storedDocuments()).toBe(stored);
  });

  it('of an unknown document type are refused before the body is read', async () => {
    const { cookie } = await c.player();
    const token = await tokenFor(cookie);
    const { stream, state } = watchedBody(PNG);
    const r = await upload(`Bearer ${token}`, stream, 'SELFIE');
    expect([r.statusCode, r.json().error.code, state.read]).toEqual([400, 'doc_type', false]);
  });

  it('with a valid token are read and stored', async () => {
    const { cookie } = await c.player();
    const token = await tokenFor(cookie);
    const stored = await storedDocuments();
    const { stream, state } = watchedBody(PNG);
    const r = await upload(`Bearer ${token}`, stream);
    expect([r.statusCode, r.json().data]).toEqual([201, expect.objectContaining({ type: 'PASSPORT', mime: 'image/png', size: PNG.length })]);
    expect(state.read).toBe(true);
    expect(await storedDocuments()).toBe(stored + 1);
  });

  it('of a body far over the limit with a bad token are refused quickly, as bad tokens', async () => {
    const huge = Buffer.alloc(40 * 1024 * 1024, 1);
    const started = Date.now();
    const r = await s.app.inject({
      method: 'POST',
      url: '/platform/kyc/api/documents?type=PASSPORT',
      headers: { authorization: 'Bearer forged', 'content-type': 'application/octet-stream' },
      payload: huge,
    });
    expect([r.statusCode, r.json().error.code]).toEqual([401, 'token']);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('and the other page calls refuse a bad token the same way', async () => {
    for (const path of ['applicant', 'submit']) {
      const r = await s.app.inject({
        method: path === 'submit' ? 'POST' : 'GET',
        url: `/platform/kyc/api/${path}`,
        headers: { authorization: 'Bearer forged' },
      });
      expect([path, r.statusCode, r.json().error.code]).toEqual([path, 401, 'token']);
    }
  });
});

describe('account.setUserOnVerification', () => {
  it('is rate limited per player with a typed TooManyRequests error', async () => {
    const { cookie } = await c.player();
    await tokenFor(cookie);
    const answers: string[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await c.api.post('account.setUserOnVerification', {}, cookie);
      answers.push(r.body.error?.type ?? String(r.body.data));
    }
    // Nothing submitted yet: the provider says so, until the limit is reached.
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('SumsubVerificationRequiredException'));
    expect(answers.slice(10)).toEqual(['TooManyRequestsException', 'TooManyRequestsException']);
    const limited = await c.api.post('account.setUserOnVerification', {}, cookie);
    expect(limited.status).toBe(429);

    // Another player is not held back by this one.
    const other = await c.player();
    await tokenFor(other.cookie);
    expect((await c.api.post('account.setUserOnVerification', {}, other.cookie)).body.error.type).toBe('SumsubVerificationRequiredException');
  });
});
