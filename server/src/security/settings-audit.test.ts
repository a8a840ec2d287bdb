/**
 * Changes of the KYC policy leave an audit row (who, before, after) written in the transaction of
 * the change, whichever way they are made (bearer token, an operator's console session, the CLI);
 * the audit is read back by administrators only, through `GET /ops/settings-audit`.
 */
import { sql } from 'kysely';
import { createTestServer, TEST_TOTP_VAULT, TEST_OPS_HOST, TEST_OPS_ORIGIN, type TestServer } from '../testing/server';
import { createOperator, signInOperator } from '../ops/console/operators';
import { totpCode } from '../ops/console/totp';
import { readPolicy, writePolicy } from '../domains/kyc/policy';
import { cliSettingsActor } from '../domains/kyc/cli';

let s: TestServer;

beforeAll(async () => {
  s = await createTestServer();
}, 90_000);
afterAll(() => s.close());

const db = () => s.database.db;

function ops(method: 'GET' | 'PUT', url: string, body?: unknown, headers: Record<string, string> = { authorization: 'Bearer ops-secret' }) {
  return s.app.inject({
    method,
    url,
    headers: { 'x-ops-actor': 'mallory', ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

const policyAudit = () =>
  db().selectFrom('settings_audit').select(['setting', 'actor', 'before', 'after']).where('setting', '=', 'kyc.policy').orderBy('id').execute();

let operatorCount = 0;
/** A signed-in console operator with `roles`: the session cookie and its CSRF token, on the console's origin. */
async function operator(roles: Array<'admin' | 'kyc' | 'payments'>) {
  const login = `op${++operatorCount}.${roles.join('-')}`;
  const password = 'a long operator password';
  const { secret } = await createOperator(db(), { login, password, roles, passwordCost: 12, vault: TEST_TOTP_VAULT });
  const session = await signInOperator(db(), { login, password, code: totpCode(secret), ip: '10.9.0.1', passwordCost: 12, vault: TEST_TOTP_VAULT });
  return { login, headers: { host: TEST_OPS_HOST, cookie: `ops_session=${session.sessionId}`, origin: TEST_OPS_ORIGIN, 'x-csrf-token': session.csrf } };
}

describe('changes of the KYC policy', () => {
  afterEach(async () => {
    await writePolicy(db(), { newAccounts: false, verifyAbove: [] }, 'system');
  });

  it('through the bearer-token API are audited as ops:token, with the policy before and after', async () => {
    const before = await policyAudit();
    const changed = await ops('PUT', '/ops/kyc/policy', { newAccounts: true });
    expect(changed.statusCode).toBe(200);
    const rows = (await policyAudit()).slice(before.length);
    // The X-Ops-Actor header is a claim anybody holding the token can make: the token is recorded.
    expect(rows).toEqual([
      {
        setting: 'kyc.policy',
        actor: 'ops:token',
        before: before.length ? expect.objectContaining({ newAccounts: false }) : null,
        after: expect.objectContaining({ newAccounts: true }),
      },
    ]);
  });

  it("through an operator's console session are audited with the operator's name", async () => {
    const officer = await operator(['kyc']);
    const before = await policyAudit();
    const changed = await ops('PUT', '/ops/kyc/policy', { newAccounts: true }, officer.headers);
    expect(changed.statusCode).toBe(200);
    const rows = (await policyAudit()).slice(before.length);
    expect(rows).toEqual([expect.objectContaining({ actor: `ops:${officer.login}`, after: expect.objectContaining({ newAccounts: true }) })]);
    expect(rows[0]!.before).toEqual(before.length ? expect.objectContaining({ newAccounts: false }) : null);
  });

  it('from the CLI on the database are audited for the system user, never for a name in OPS_ACTOR', async () => {
    expect(cliSettingsActor({})).toMatch(/^ops:cli:/);
    expect(cliSettingsActor({ OPS_ACTOR: 'alice' })).toBe(cliSettingsActor({}));
    const before = await policyAudit();
    await writePolicy(db(), { newAccounts: true }, cliSettingsActor({}));
    expect((await policyAudit()).slice(before.length)).toEqual([
      expect.objectContaining({ actor: cliSettingsActor({}), after: expect.objectContaining({ newAccounts: true }) }),
    ]);
  });

  it('are written in the transaction of the change: no audit row, no change', async () => {
    const before = await policyAudit();
    await sql`alter table settings_audit add constraint no_kyc_audit check (setting <> 'kyc.policy') not valid`.execute(db());
    try {
      const refused = await ops('PUT', '/ops/kyc/policy', { newAccounts: true });
      expect(refused.statusCode).toBe(500);
    } finally {
      await sql`alter table settings_audit drop constraint no_kyc_audit`.execute(db());
    }
    expect(await readPolicy(db())).toMatchObject({ newAccounts: false });
    expect(await policyAudit()).toEqual(before);
  });
});

describe('GET /ops/settings-audit', () => {
  it('lists the newest changes, of one setting or all, to administrators', async () => {
    await writePolicy(db(), { newAccounts: true }, 'ops:carol');
    await writePolicy(db(), { newAccounts: false }, 'ops:dave');
    const all = await ops('GET', '/ops/settings-audit');
    expect(all.statusCode).toBe(200);
    const items = all.json().data.items as Array<{ id: number; setting: string; actor: string; before: unknown; after: unknown; created_at: string }>;
    expect(items[0]).toMatchObject({ setting: 'kyc.policy', actor: 'ops:dave', before: { newAccounts: true }, after: { newAccounts: false } });
    expect(items[1]).toMatchObject({ setting: 'kyc.policy', actor: 'ops:carol' });
    expect(new Date(items[0]!.created_at).toISOString()).toBe(items[0]!.created_at);
    const one = await ops('GET', '/ops/settings-audit?setting=kyc.policy&limit=1');
    expect(one.json().data.items).toHaveLength(1);
    expect(
      (await ops('GET', '/ops/settings-audit?setting=cashback.scheme')).json().data.items.every((i: { setting: string }) => i.setting === 'cashback.scheme'),
    ).toBe(true);

    const admin = await operator(['admin']);
    expect((await ops('GET', '/ops/settings-audit?limit=5', undefined, admin.headers)).statusCode).toBe(200);
  });

  it('is refused to other roles and to callers without credentials', async () => {
    const officer = await operator(['kyc']);
    const denied = await ops('GET', '/ops/settings-audit', undefined, officer.headers);
    expect([denied.statusCode, denied.json().error.type]).toEqual([403, 'AccessDeniedException']);
    expect((await ops('GET', '/ops/settings-audit', undefined, {})).statusCode).toBe(401);
    expect((await ops('GET', '/ops/settings-audit', undefined, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('answers a malformed query with a typed error, never a 500', async () => {
    for (const q of [
      'limit=0',
      'limit=501',
      'limit=abc',
      'setting=KYC.POLICY',
      "setting=kyc.policy'--",
      `setting=${'a'.repeat(80)}`,
      'setting=kyc.policy&setting=cashback.scheme',
    ]) {
      const r = await ops('GET', `/ops/settings-audit?${q}`);
      expect([q, r.statusCode, r.json().error.type]).toEqual([q, 400, 'InvalidParameterException']);
    }
  });
});
