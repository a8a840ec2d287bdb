import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../app';
import { createTestServer, testConfig, TEST_OPS_HOST, TEST_OPS_ORIGIN, TEST_TOTP_VAULT, type TestServer } from '../../testing/server';
import { createOperator } from './operators';
import { totpCode } from './totp';
import { DEMO_OPS_SECRET_KEY, SealedSecretError, TotpVault } from './totp-vault';

const PASSWORD = 'a long operator password';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const NEW_KEY = Buffer.alloc(32, 9);

describe('TOTP secrets sealed with AES-256-GCM', () => {
  const vault = new TotpVault(DEMO_OPS_SECRET_KEY);

  it('keeps neither the secret nor the same value twice, and opens for its operator only', () => {
    const one = vault.seal(SECRET, 'alice');
    const two = vault.seal(SECRET, 'alice');
    expect(one).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]+$/);
    expect(one).not.toContain(SECRET);
    expect(one).not.toBe(two);
    expect(vault.open(one, 'alice')).toBe(SECRET);
    // Copied onto another operator's row, it does not open.
    expect(() => vault.open(one, 'mallory')).toThrow(SealedSecretError);
  });

  it('refuses a tampered value, a clear value and a value under a key it was not given', () => {
    const sealed = vault.seal(SECRET, 'alice');
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => vault.open(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`, 'alice')).toThrow(SealedSecretError);
    expect(() => vault.open(SECRET, 'alice')).toThrow(SealedSecretError);
    expect(() => new TotpVault(NEW_KEY).open(sealed, 'alice')).toThrow(/unknown key/);
  });

  it('reads values under a previous key and tells which ones to seal again', () => {
    const rotated = new TotpVault(NEW_KEY, [DEMO_OPS_SECRET_KEY]);
    const old = vault.seal(SECRET, 'alice');
    expect(rotated.open(old, 'alice')).toBe(SECRET);
    expect(rotated.needsReseal(old)).toBe(true);
    expect(rotated.needsReseal(SECRET)).toBe(true);
    expect(rotated.needsReseal(rotated.seal(SECRET, 'alice'))).toBe(false);
    expect(() => new TotpVault(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});

describe('operators sign in with sealed secrets', () => {
  let s: TestServer;
  let ip = 10;
  beforeAll(async () => {
    s = await createTestServer({ seed: false });
  }, 90_000);
  afterAll(() => s.close());

  const signIn = (app: FastifyInstance, login: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/ops/console/api/sign-in',
      headers: { host: TEST_OPS_HOST, origin: TEST_OPS_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': `10.7.0.${ip++}` },
      payload: { login, password: PASSWORD, code },
    });
  const stored = async (login: string) =>
    (await s.database.db.selectFrom('operators').select('totp_secret').where('login', '=', login).executeTakeFirstOrThrow()).totp_secret;
  const again = (login: string) => s.database.db.updateTable('operators').set({ totp_last_step: 0 }).where('login', '=', login).execute();

  /** Another instance on the same database, with its own settings: its start runs the sealing step. */
  async function instance(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
    const app = await buildServer(testConfig(env), {
      database: { ...s.database, close: async () => {} },
      shellPage: '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
      workers: false,
      releases: { registry: async () => [], directory: () => null },
    });
    await app.ready();
    return app;
  }

  it('stores a sealed value, not the secret, and signs in with the code of the secret', async () => {
    const { secret } = await createOperator(s.database.db, { login: 'sealed', password: PASSWORD, roles: ['kyc'], passwordCost: 12, vault: TEST_TOTP_VAULT });
    const value = await stored('sealed');
    expect(value).not.toContain(secret);
    expect(TotpVault.isSealed(value)).toBe(true);
    expect((await signIn(s.app, 'sealed', totpCode(secret))).statusCode).toBe(200);
  });

  it('refuses the sign-in when the stored value was tampered with', async () => {
    const { secret } = await createOperator(s.database.db, { login: 'tampered', password: PASSWORD, roles: ['kyc'], passwordCost: 12, vault: TEST_TOTP_VAULT });
    // An operator's sealed value copied onto another's row does not open either.
    const other = await stored('sealed');
    await s.database.db.updateTable('operators').set({ totp_secret: other }).where('login', '=', 'tampered').execute();
    const r = await signIn(s.app, 'tampered', totpCode(SECRET));
    expect(r.statusCode).toBe(401);
    const value = TEST_TOTP_VAULT.seal(secret, 'tampered');
    const flipped = `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`;
    await s.database.db.updateTable('operators').set({ totp_secret: flipped }).where('login', '=', 'tampered').execute();
    expect((await signIn(s.app, 'tampered', totpCode(secret))).statusCode).toBe(401);
  });

  it('seals a clear secret of before at start, once, and re-seals under a new key with the former one for reading', async () => {
    await s.database.db
      .insertInto('operators')
      .values({
        login: 'legacy',
        password_hash: (await s.database.db.selectFrom('operators').select('password_hash').where('login', '=', 'sealed').executeTakeFirstOrThrow())
          .password_hash,
        totp_secret: SECRET,
        roles: ['kyc'],
      })
      .execute();
    // A clear value is not taken as a secret by the running instance.
    expect((await signIn(s.app, 'legacy', totpCode(SECRET))).statusCode).toBe(401);

    const b = await instance({});
    try {
      const sealed = await stored('legacy');
      expect(sealed).not.toContain(SECRET);
      expect(TEST_TOTP_VAULT.open(sealed, 'legacy')).toBe(SECRET);
      expect((await signIn(b, 'legacy', totpCode(SECRET))).statusCode).toBe(200);
    } finally {
      await b.close();
    }
    // A second start changes nothing.
    const before = await stored('legacy');
    const c = await instance({});
    await c.close();
    expect(await stored('legacy')).toBe(before);

    // Key rotation: the new key seals, the former one only reads.
    await again('legacy');
    const rotated = await instance({ OPS_SECRET_KEY: NEW_KEY.toString('base64'), OPS_SECRET_KEY_PREVIOUS: DEMO_OPS_SECRET_KEY.toString('base64') });
    try {
      expect(new TotpVault(NEW_KEY).open(await stored('legacy'), 'legacy')).toBe(SECRET);
      expect((await signIn(rotated, 'legacy', totpCode(SECRET))).statusCode).toBe(200);
    } finally {
      await rotated.close();
    }
  }, 60_000);
});
