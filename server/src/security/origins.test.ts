import { JSDOM } from 'jsdom';
import { loadConfig } from '../config';
import { createTestServer, type TestServer } from '../testing/server';
import { siteOrigin } from './origins';

describe('siteOrigin', () => {
  it('picks a configured origin by Host, else the first; the request never supplies one', () => {
    const config = loadConfig({ PUBLIC_ORIGINS: 'https://casino.example, https://uz.casino.example' });
    expect(siteOrigin(config, 'uz.casino.example').origin).toBe('https://uz.casino.example');
    expect(siteOrigin(config, 'evil.example').origin).toBe('https://casino.example');
    expect(siteOrigin(config, undefined)).toEqual({ origin: 'https://casino.example', host: 'casino.example', protocol: 'https' });
  });

  it('is the listening address in the demo without PUBLIC_ORIGINS', () => {
    expect(siteOrigin(loadConfig({ DEMO: '1', PORT: '8681' }), 'evil.example').origin).toBe('http://127.0.0.1:8681');
    expect(siteOrigin(loadConfig({ DEMO: '1', HOST: '0.0.0.0', PORT: '80' }), undefined).origin).toBe('http://127.0.0.1');
  });

  it('refuses a PUBLIC_ORIGINS entry that is not an origin', () => {
    expect(() => loadConfig({ PUBLIC_ORIGINS: 'https://casino.example/path' })).toThrow(/PUBLIC_ORIGINS/);
  });
});

describe('forwarded host headers behind a trusted proxy', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ env: { PUBLIC_ORIGINS: 'https://casino.example', TRUST_PROXY: '127.0.0.1' } });
    // The evil host has domain settings of its own: a poisoned robots file would show them.
    await s.app.inject({
      method: 'POST',
      url: '/content/api/domain-seo-settings',
      headers: { authorization: 'Bearer editor-secret', 'content-type': 'application/json' },
      payload: { data: { host: 'evil.example', robotsTxt: 'User-agent: *\nDisallow: /\n' } },
    });
  }, 60_000);
  afterAll(() => s.close());

  const poisoned = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

  it('cannot put another host into canonical and hreflang links', async () => {
    const r = await s.app.inject({ url: '/ru/gamehall', headers: poisoned });
    const doc = new JSDOM(r.body).window.document;
    const links = [...doc.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')].map((l) => l.getAttribute('href'));
    expect(links.length).toBeGreaterThan(1);
    for (const href of links) expect(href).toMatch(/^https:\/\/casino\.example\//);
    const head = await s.app.inject({ url: '/content/seo-head?path=%2Fgamehall', headers: poisoned });
    expect(JSON.stringify(head.json())).not.toContain('evil.example');
  });

  it('cannot choose the robots file', async () => {
    const r = await s.app.inject({ url: '/robots.txt', headers: poisoned });
    expect(r.body).not.toContain('Disallow: /\n');
  });
});
