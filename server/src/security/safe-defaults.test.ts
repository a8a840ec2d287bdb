import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { createTestServer, type TestServer } from '../testing/server';
import { startServerProcess } from '../testing/process';
import { unsafeSettings, refusalMessage } from './safe-defaults';
import { DEMO_OPS_SECRET_KEY } from '../ops/console/totp-vault';

const SECRET = 'x'.repeat(40);
const SAFE = {
  COOKIE_SECURE: '1',
  PAYMENTS_CALLBACK_SECRET: SECRET,
  OPS_TOKEN: SECRET,
  CARD_TOKEN_SECRET: SECRET,
  UNSUBSCRIBE_SECRET: SECRET,
  OPS_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
  PUBLIC_ORIGINS: 'https://casino.example',
};

describe('a start without DEMO=1 is production-safe by default', () => {
  it('has every demo surface off, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'production']) {
      const config = loadConfig({ ...(NODE_ENV ? { NODE_ENV } : {}) });
      expect(config).toMatchObject({ demo: false, production: true, seedDemo: false, trustProxy: false });
      expect(config.oauth.devProvider).toBe(false);
      expect(config.cashier.demoProvider).toBe(false);
      expect(config.providers.payouts).toBe('none');
      expect(config.payouts.autoApprove).toEqual([]);
    }
  });

  it('switches the demo surfaces on only when the demo is asked for', () => {
    const config = loadConfig({ DEMO: '1' });
    expect(config).toMatchObject({ demo: true, production: false, seedDemo: true });
    expect(config.oauth.devProvider).toBe(true);
    expect(config.cashier.demoProvider).toBe(true);
    expect(unsafeSettings(config, {})).toEqual([]);
  });

  it('names every unsafe setting of a production start in one message', () => {
    const bare = unsafeSettings(loadConfig({}), {}).map((p) => p.setting);
    expect(bare).toEqual([
      'COOKIE_SECURE',
      'PAYMENTS_CALLBACK_SECRET',
      'CARD_TOKEN_SECRET',
      'UNSUBSCRIBE_SECRET',
      'OPS_SECRET_KEY',
      'OPS_TOKEN',
      'PUBLIC_ORIGINS',
    ]);

    const env = {
      ...SAFE,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      OAUTH_DEV_PROVIDER: '1',
      PAYMENTS_DEMO_PROVIDER: '1',
      EDITOR_TOKEN: 'short',
      TRUST_PROXY: 'true',
    };
    const problems = unsafeSettings(loadConfig(env), env);
    expect(problems.map((p) => p.setting)).toEqual(['SEED_DEMO', 'OAUTH_DEV_PROVIDER', 'PAYMENTS_DEMO_PROVIDER', 'EDITOR_TOKEN', 'TRUST_PROXY']);
    const message = refusalMessage(problems);
    for (const p of problems) expect(message).toContain(p.setting);

    expect(unsafeSettings(loadConfig({ ...SAFE, OPS_TOKEN: 'short' }), {}).map((p) => p.setting)).toEqual(['OPS_TOKEN']);
    // The TOTP secrets' key: refused when missing or the public demo key; a key not of 32 bytes does not load at all.
    expect(unsafeSettings(loadConfig({ ...SAFE, OPS_SECRET_KEY: DEMO_OPS_SECRET_KEY.toString('base64') }), {}).map((p) => p.setting)).toEqual([
      'OPS_SECRET_KEY',
    ]);
    expect(() => loadConfig({ ...SAFE, OPS_SECRET_KEY: Buffer.alloc(16, 7).toString('base64') })).toThrow(/OPS_SECRET_KEY/);
    expect(unsafeSettings(loadConfig({ ...SAFE, PAYOUTS_PROVIDER: 'demo' }), {}).map((p) => p.setting)).toEqual(['PAYOUTS_PROVIDER']);
    // The cheap password hashes of the browser suites and benches only in the demo.
    expect(unsafeSettings(loadConfig({ ...SAFE, PASSWORD_COST: '12' }), {}).map((p) => p.setting)).toEqual(['PASSWORD_COST']);
    expect(unsafeSettings(loadConfig({ ...SAFE, PASSWORD_COST: '15' }), {})).toEqual([]);
    expect(unsafeSettings(loadConfig({ ...SAFE, DEMO: '1', PASSWORD_COST: '12' }), {})).toEqual([]);
    // The demo identity provider (and its webhook key) only in the demo.
    expect(unsafeSettings(loadConfig({ ...SAFE, KYC_PROVIDER: 'demo' }), {}).map((p) => p.setting)).toEqual(['KYC_PROVIDER', 'KYC_WEBHOOK_SECRET']);
    expect(unsafeSettings(loadConfig({ ...SAFE, KYC_PROVIDER: 'demo', KYC_WEBHOOK_SECRET: SECRET }), {}).map((p) => p.setting)).toEqual(['KYC_PROVIDER']);
    expect(unsafeSettings(loadConfig(SAFE), { NODE_ENV: 'production' })).toEqual([]);
  });

  it('refuses the demo under NODE_ENV=production', () => {
    const env = { ...SAFE, DEMO: '1', NODE_ENV: 'production' };
    expect(loadConfig(env)).toMatchObject({ demo: false, seedDemo: false });
    expect(unsafeSettings(loadConfig(env), env).map((p) => p.setting)).toEqual(['DEMO']);
  });
});

describe('the demo surfaces of a production server', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ env: { DEMO: '0' } });
  }, 60_000);
  afterAll(() => s.close());

  it('are not there', async () => {
    for (const url of [
      '/dev/outbox.json',
      '/dev/outbox',
      '/dev/chat-widget.js',
      '/demo/chat/jivosite/script/widget/DemoChat',
      '/oauth/dev/authorize',
      '/payments/demo/checkout/abc',
      '/platform/kyc/sdk',
      '/platform/kyc/assets/kyc.js',
    ]) {
      const r = await s.app.inject({ url });
      // Unknown page paths get the shell's page (the SPA fallback), never the demo's answer.
      const answered = r.statusCode === 404 || r.body.includes('<div id="root">') ? 'absent' : r.body.slice(0, 200);
      expect([url, answered]).toEqual([url, 'absent']);
    }
    expect((await s.app.inject({ url: '/oauth/providers' })).json()).toEqual({ items: [] });
  });
});

describe('main.ts', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'casino-safe-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a plain start and names each setting production needs', async () => {
    const start = startServerProcess(dataDir, { DEMO: '', TRUST_PROXY: '', PASSWORD_COST: '17' }, 60_000);
    const error = await start.then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(
      /Refusing a production start: COOKIE_SECURE, PAYMENTS_CALLBACK_SECRET, CARD_TOKEN_SECRET, UNSUBSCRIBE_SECRET, OPS_SECRET_KEY, OPS_TOKEN, PUBLIC_ORIGINS/,
    );
  }, 90_000);
});
