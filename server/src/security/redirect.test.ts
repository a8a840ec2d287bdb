import { createTestServer, type TestServer } from '../testing/server';

/** Every `Location` the server answers stays on this site when the target is hostile (spec §8). */
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: false });
}, 60_000);
afterAll(() => s.close());

const HOSTILE = [
  '/.//evil.example/',
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  '/%2F%2Fevil.example/',
  '/%5C%5Cevil.example/',
  '/\t/evil.example/',
  '/./\\evil.example/',
  'https://evil.example/',
  'https:/\\evil.example/',
  'javascript:alert(1)',
  'https://localhost@evil.example/',
];

describe('/oauth/init redirect_url', () => {
  it.each(HOSTILE)('%j never leads to another site', async (target) => {
    const r = await s.app.inject({ url: `/oauth/init?${new URLSearchParams({ service: 'nope', redirect_url: target })}` });
    expect(r.statusCode).toBe(302);
    const location = String(r.headers.location);
    expect(location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')).toBe(true);
    expect(new URL(location, 'http://localhost').origin).toBe('http://localhost');
    expect(new URL(location, 'http://localhost').searchParams.get('social_error')).toBe('unknown_service');
  });

  it('keeps a page of this site', async () => {
    const r = await s.app.inject({ url: `/oauth/init?${new URLSearchParams({ service: 'nope', redirect_url: '/ru/gamehall?x=1' })}` });
    expect(String(r.headers.location)).toBe('/ru/gamehall?x=1&social_auth=error&social_error=unknown_service');
  });
});
