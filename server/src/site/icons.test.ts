import { ICON_NAMES, iconSvg, iconUrl } from '@casino/contract/icons';
import { createTestServer, type TestServer } from '../testing/server';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: false });
}, 60_000);
afterAll(() => s.close());

const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

describe('icons as SVG documents (spec §7)', () => {
  it('serves every icon of the set as image/svg+xml, kept a year under its versioned URL', async () => {
    for (const name of ICON_NAMES) {
      const r = await get(iconUrl(name));
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(r.body).toBe(iconSvg(name));
      expect(r.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/);
    }
  });

  it('revalidates an unversioned or outdated URL by its ETag', async () => {
    const r = await get('/_icons/heart.svg?v=00000000');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    const again = await get('/_icons/heart.svg', { 'if-none-match': String(r.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(iconUrl('heart')).toContain(`?v=${String(r.headers.etag).replace(/"/g, '')}`);
  });

  it('knows no other file there, and the /_icons page stays a page', async () => {
    for (const url of ['/_icons/nope.svg', '/_icons/heart.png', '/_icons/..%2Fpackage.json', '/_icons/heart']) expect((await get(url)).statusCode).toBe(404);
    const page = await get('/_icons');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});
