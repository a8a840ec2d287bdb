/**
 * A 429 answer tells the client when to come back (`Retry-After`, `RateLimit-*`), and IPv6
 * clients are counted per /64: changing the lower 64 bits of the address escapes nothing.
 */
import { openTestDatabase, type TestDatabase } from '../testing/server';
import { addressKey, enforce, RateLimited, rateLimitHeaders } from './rate-limit';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.dispose());

describe('addressKey', () => {
  it('keeps IPv4 whole and counts IPv6 per /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:85a3:42:1:2:3:4')).toBe('2001:db8:85a3:42::/64');
    expect(addressKey('2001:0db8:85a3:0042:ffff:ffff:ffff:ffff')).toBe('2001:db8:85a3:42::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('a refusal over the limit', () => {
  it('carries Retry-After and the RateLimit fields; two addresses of one /64 share the count', async () => {
    const limit = { max: 2, windowSeconds: 600 };
    await enforce(database.db, `test:${addressKey('2001:db8:1:2::a')}`, limit);
    await enforce(database.db, `test:${addressKey('2001:db8:1:2::b')}`, limit);
    const refused = await enforce(database.db, `test:${addressKey('2001:db8:1:2:ffff::c')}`, limit).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimited);
    const headers = rateLimitHeaders(refused)!;
    expect(headers).toMatchObject({ 'RateLimit-Limit': '2', 'RateLimit-Remaining': '0', 'RateLimit-Policy': '2;w=600' });
    const reset = Number(headers['Retry-After']);
    expect(reset).toBeGreaterThan(590);
    expect(reset).toBeLessThanOrEqual(600);
    expect(headers['RateLimit-Reset']).toBe(headers['Retry-After']);
    // Another /64 is counted apart.
    await expect(enforce(database.db, `test:${addressKey('2001:db8:1:3::a')}`, limit)).resolves.toBeUndefined();
    expect(rateLimitHeaders(new Error('other'))).toBeNull();
  });
});
