import { JSDOM } from 'jsdom';
import { createTestServer, type TestServer } from '../testing/server';

let server: TestServer;
const EDITOR = { authorization: 'Bearer editor-secret' };

// A fresh seeded database per file; initdb alone takes seconds on a busy machine.
beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_ORIGINS: 'http://localhost:8080' } });
}, 60_000);
afterAll(() => server?.close());

async function page(url: string, host = 'localhost:8080') {
  const response = await server.app.inject({ method: 'GET', url, headers: { host } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return { html: response.body, doc: new JSDOM(response.body).window.document };
}

const meta = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content');
const jsonLd = (doc: Document) => [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));

describe('SEO head rendered into the page', () => {
  it("gives a game page its template record, filled with the game's name", async () => {
    const game = await server.database.db.selectFrom('games').select(['sysname', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const { doc } = await page(`/ru/game/${game.sysname}?utm_source=x`);
    expect(doc.title).toBe(`${game.name} — играть бесплатно и на деньги`);
    expect(meta(doc, 'meta[name="description"]')).toBe(`Игра ${game.name}: демо-режим и реальные ставки.`);
    expect(meta(doc, 'meta[name="robots"]')).toBe('index, follow');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`http://localhost:8080/ru/game/${game.sysname}`);
    expect(meta(doc, 'meta[property="og:title"]')).toBe(`${game.name} — играть бесплатно и на деньги`);
    expect(meta(doc, 'meta[property="og:image"]')).toMatch(/^http:\/\/localhost:8080\/content\/media\/og\/.+\.svg$/);
    expect(meta(doc, 'meta[property="og:locale"]')).toBe('ru_RU');
    expect(doc.documentElement.lang).toBe('ru');
    expect(doc.querySelector('title')?.getAttribute('data-seo')).toBe(`/ru/game/${game.sysname}`);
    expect(doc.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute('href')).toBe('http://localhost:8080/content/media/logos/favicon.svg');
    expect(jsonLd(doc).map((ld) => ld['@type'])).toEqual(['Organization']);
  });

  it('keeps the URL value for a game the catalogue does not know', async () => {
    const { doc } = await page('/game/no_such_game');
    expect(doc.title).toBe('no_such_game — bepul va pulga oʻynang');
  });

  it('renders the FAQ of the home page as JSON-LD', async () => {
    const { doc } = await page('/');
    expect(doc.title).toBe('Silk Fortune — onlayn kazino');
    const faq = jsonLd(doc).find((ld) => ld['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(2);
    expect(faq.mainEntity[0].acceptedAnswer['@type']).toBe('Answer');
  });

  it('falls back to the default title of the locale for pages without a record', async () => {
    const { doc } = await page('/ru/about');
    expect(doc.title).toBe('Silk Fortune — онлайн-казино и ставки');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:8080/ru/about');
  });

  it('says noindex for URLs under a Disallow rule of the domain robots.txt', async () => {
    const { doc } = await page('/ru/cashier/deposit');
    expect(meta(doc, 'meta[name="robots"]')).toBe('noindex, follow');
    expect(meta(doc, 'meta[name="robots"]')).toBe((await page('/cashier')).doc.querySelector('meta[name="robots"]')?.getAttribute('content'));
    expect(meta((await page('/gamehall')).doc, 'meta[name="robots"]')).toBe('index, follow');
  });

  it('answers the configured public origin for a malformed host, never the header', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/gamehall', headers: { host: 'evil"><script>' } });
    const doc = new JSDOM(response.body).window.document;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:8080/gamehall');
    // Data only (JSON-LD and the registry rendered into the page), no script that runs.
    expect(doc.querySelectorAll('script:not([type="application/ld+json"]):not([type="application/json"])')).toHaveLength(0);
  });

  it('escapes untrusted SEO text: no markup of the record reaches the page', async () => {
    const evil = '</title><script>window.pwned=1</script><img src=x onerror=alert(1)>';
    const created = await server.app.inject({
      method: 'POST',
      url: '/content/api/seos',
      headers: EDITOR,
      payload: {
        data: {
          url: '/evil',
          locale: 'uz',
          title: evil,
          description: `" onload="alert(1)`,
          canonical: 'javascript:alert(1)',
          meta: [{ name: 'keywords', content: `"><script>alert(1)</script>` }],
          openGraph: { image: 'javascript:alert(1)' },
          schemaFaq: [{ question: 'q</script><script>window.pwned=2</script>', answer: '<!--' }],
          product: { name: 'P</SCRIPT >', description: '\u2028' },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const { html, doc } = await page('/evil');
    expect(html).not.toMatch(/<script>window\.pwned/i);
    // The only image in the page is the operator loader the server draws, never the record's.
    expect(html).not.toMatch(/<img src=x/i);
    expect(doc.title).toBe(evil);
    expect(meta(doc, 'meta[name="description"]')).toBe(`" onload="alert(1)`);
    expect(meta(doc, 'meta[name="keywords"]')).toBe(`"><script>alert(1)</script>`);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:8080/evil');
    expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
    // Only the page's own scripts: the JSON-LD ones, each holding exactly the record's text.
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.every((s) => s.type === 'application/ld+json' || (s.type === 'application/json' && s.id === 'remotes-registry'))).toBe(true);
    const faq = jsonLd(doc).find((ld) => ld['@type'] === 'FAQPage');
    expect(faq.mainEntity[0].name).toBe('q</script><script>window.pwned=2</script>');
    expect(jsonLd(doc).find((ld) => ld['@type'] === 'Product').name).toBe('P</SCRIPT >');
  });

  it('answers the same head as data for client navigation', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/content/seo-head?path=%2Fru%2Fgamehall', headers: { host: 'localhost:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const model = response.json();
    expect(model).toMatchObject({ path: '/ru/gamehall', lang: 'ru', title: 'Игровой зал' });
    expect(model.tags).toContainEqual({ tag: 'link', attrs: { rel: 'canonical', href: 'http://localhost:8080/ru/gamehall' } });
  });

  it.each([
    ['empty', ''],
    ['relative', 'gamehall'],
    ['another host', '//evil.example/x'],
    ['too long', `/${'a'.repeat(2100)}`],
  ])('refuses a path that is %s', async (_label, path) => {
    const response = await server.app.inject({ method: 'GET', url: `/content/seo-head?path=${encodeURIComponent(path)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.type).toBe('InvalidParameterException');
  });
});

describe("the operator's site name", () => {
  it('names the site in og:site_name as in the header, and follows an edit in the content service', async () => {
    expect(meta((await page('/')).doc, 'meta[property="og:site_name"]')).toBe('Silk Fortune');
    const created = await server.app.inject({
      method: 'POST',
      url: '/content/api/cms-config',
      headers: EDITOR,
      payload: { data: { section: 'prazer-config', locale: 'ru', settings: { siteName: 'Oltin Saroy' } } },
    });
    expect(created.statusCode).toBe(201);
    expect(meta((await page('/ru/gamehall')).doc, 'meta[property="og:site_name"]')).toBe('Oltin Saroy');
    const config = await server.app.inject({ method: 'GET', url: '/nfx/cms-config/ru' });
    expect(config.json()['prazer-config']).toMatchObject({ siteName: 'Oltin Saroy', popups: { authPopupEnabled: true } });
    // The other language keeps the operator's shared name.
    expect(meta((await page('/gamehall')).doc, 'meta[property="og:site_name"]')).toBe('Silk Fortune');
    const removed = await server.app.inject({ method: 'DELETE', url: `/content/api/cms-config/${created.json().data.id}`, headers: EDITOR });
    expect(removed.statusCode).toBe(200);
  });
});
