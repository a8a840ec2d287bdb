/**
 * `metadata.get` (spec §7) answers for a page what `GET /content/seo-head` answers and the server
 * writes into the page's head: the same title, description, robots and canonical (every meta and
 * link element), without the JSON-LD scripts. The shell's client navigation reads the route,
 * which carries the JSON-LD too; `metadata.get` is the same head for a client that builds its own.
 */
import { createTestServer, type TestServer } from '../testing/server';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ env: { PUBLIC_ORIGINS: 'http://localhost:8080' } });
}, 90_000);
afterAll(() => s.close());

const HOST = { host: 'localhost:8080' };

async function viaApi(path: string) {
  const response = await s.app.inject({ method: 'GET', url: `/api/metadata.get?v=2.34&locale=uz&path=${encodeURIComponent(path)}`, headers: HOST });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { path: string; lang: string; title: string; tags: { tag: string; attrs: Record<string, string> }[] } }).data;
}

async function viaRoute(path: string) {
  const response = await s.app.inject({ method: 'GET', url: `/content/seo-head?path=${encodeURIComponent(path)}`, headers: HOST });
  expect(response.statusCode).toBe(200);
  return response.json() as { path: string; lang: string; title: string; tags: { tag: string; attrs: Record<string, string> }[]; jsonLd: unknown[] };
}

const named = (tags: { tag: string; attrs: Record<string, string> }[]) => ({
  description: tags.find((t) => t.tag === 'meta' && t.attrs.name === 'description')?.attrs.content,
  robots: tags.find((t) => t.tag === 'meta' && t.attrs.name === 'robots')?.attrs.content,
  canonical: tags.find((t) => t.tag === 'link' && t.attrs.rel === 'canonical')?.attrs.href,
});

describe('metadata.get and the SEO head route', () => {
  it.each(['/', '/ru', '/gamehall', '/ru/gamehall', '/promotions', '/ru/cashier/deposit', '/no-such-page', '/ru/game/GAME'])(
    'answer the same head for %s',
    async (template) => {
      const game = await s.database.db.selectFrom('games').select('sysname').orderBy('id').executeTakeFirstOrThrow();
      const path = template.replace('GAME', game.sysname);
      const [meta, head] = await Promise.all([viaApi(path), viaRoute(path)]);
      expect(meta).toEqual({ path: head.path, lang: head.lang, title: head.title, tags: head.tags });
      // The four the spec's SEO records name (§3: title, description, robots, canonical url) are there.
      expect(meta.title).not.toBe('');
      const tags = named(meta.tags);
      expect(tags).toEqual(named(head.tags));
      expect(tags.robots).toMatch(/index/);
      expect(tags.canonical).toMatch(/^http:\/\/localhost:8080\//);
    },
  );

  it('follows an edit of the page’s SEO record as the route does', async () => {
    await s.database.db
      .insertInto('cms_entries')
      .values({
        collection: 'seos',
        locale: 'ru',
        data: JSON.stringify({ url: '/about-us', title: 'О нас', description: 'Кто мы.', robots: 'noindex, follow' }),
      })
      .execute();
    const [meta, head] = await Promise.all([viaApi('/ru/about-us'), viaRoute('/ru/about-us')]);
    expect(meta.title).toBe('О нас');
    expect(meta.title).toBe(head.title);
    expect(named(meta.tags)).toEqual({ description: 'Кто мы.', robots: 'noindex, follow', canonical: 'http://localhost:8080/ru/about-us' });
    expect(named(meta.tags)).toEqual(named(head.tags));
  });
});
