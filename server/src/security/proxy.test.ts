import { loadConfig } from '../config';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../testing/server';
import { LIMITS } from '../auth/rate-limit';

/** One failed login claiming to come from `forwardedFor`, sent from `remoteAddress`. */
async function badLogin(s: TestServer, n: number, remoteAddress: string): Promise<string> {
  const r = await s.app.inject({
    method: 'POST',
    url: '/api/auth.login?v=2.34&locale=uz',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN, 'x-forwarded-for': `203.0.113.${n % 250}` },
    payload: new URLSearchParams({ login: `nobody${n}@example.org`, password: 'wrong-password' }).toString(),
  });
  return String(r.json().error?.type ?? r.statusCode);
}

async function loginsUntilLimited(s: TestServer, remoteAddress: string): Promise<string[]> {
  const types: string[] = [];
  for (let n = 0; n <= LIMITS.loginPerIp.max; n++) types.push(await badLogin(s, n, remoteAddress));
  return types;
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default and takes only addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY=proxy.example: expected off, or the proxies' addresses/);
  });

  describe('untrusted (the default)', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await createTestServer({ seed: false, env: { TRUST_PROXY: '' } });
    }, 60_000);
    afterAll(() => s.close());

    it('ignores X-Forwarded-For: the per-IP login limit holds however the header varies', async () => {
      const types = await loginsUntilLimited(s, '127.0.0.1');
      expect(types.slice(0, -1).every((t) => /Authorization/.test(t))).toBe(true);
      expect(types.at(-1)).toMatch(/TooManyRequests/);
    });
  });

  describe('trusted by address', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await createTestServer({ seed: false, env: { TRUST_PROXY: '127.0.0.1' } });
    }, 60_000);
    afterAll(() => s.close());

    it('uses the client address the configured proxy forwards', async () => {
      const types = await loginsUntilLimited(s, '127.0.0.1');
      expect(types.every((t) => /Authorization/.test(t))).toBe(true);
    });

    it('ignores the header from an address that is not a configured proxy', async () => {
      const types = await loginsUntilLimited(s, '198.51.100.7');
      expect(types.at(-1)).toMatch(/TooManyRequests/);
    });
  });
});
