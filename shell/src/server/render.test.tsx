/**
 * The shell's server render on its own (no remote release): the page's frame in both languages,
 * redirects and 404s as HTTP answers, a content page whose data travels with the page, and two
 * renders at once that keep their own language. Remotes' server builds are loaded in the kit's
 * test (shared/src/build-kit.test.ts) and end to end in e2e/tests/server-render.spec.ts.
 *
 * @jest-environment node
 */
import { useTranslation } from 'react-i18next';
import type { RegistryDocument, RemoteApp } from '@casino/shared';
import { createShellRenderer, type PageRender, type RenderedBody } from './render';

const CONFIG = {
  'settings-seo': { redirects: [{ from_url: '/casino', to_url: '/gamehall' }] },
  'prazer-config': { siteName: 'Silk Test' },
};

/** The site's services as the server answers them in-process. */
const site: typeof fetch = async (input) => {
  const url = String(input);
  if (url.startsWith('/nfx/cms-config/')) return Response.json(CONFIG);
  if (url.startsWith('/content/pages/about?locale=uz')) return Response.json({ slug: 'about', title: 'Biz haqimizda', html: '<p>Litsenziya</p>' });
  return new Response('{"error":{"type":"NotFound"}}', { status: 404 });
};

const renderer = createShellRenderer({ fetch: site, serverBuild: async () => null });
const render = (url: string) => renderer.render({ url, registry: { remotes: [] }, budgetMs: 50 });

/** The page's status (known once routed, before its markup) and its rendered body. */
async function page(pending: PageRender | Promise<PageRender>): Promise<RenderedBody & { status: number }> {
  const result = await pending;
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return { status: result.status, ...(await result.body) };
}

it("renders the shell's frame of the home page in Uzbek, with the operator's name and real links", async () => {
  const home = await page(render('/'));
  expect(home.status).toBe(200);
  expect(home.html).toContain('Silk Test');
  expect(home.html).toMatch(/<a[^>]*href="\/gamehall"[^>]*>Oʻyinlar zali<\/a>/);
  expect(home.html).toContain('<footer');
  expect(home.state).toMatchObject({ locale: 'uz', config: CONFIG, mounted: [] });
});

it('renders the Russian page with Russian text and /ru links', async () => {
  const home = await page(render('/ru'));
  expect(home.html).toMatch(/<a[^>]*href="\/ru\/gamehall"[^>]*>Игровой зал<\/a>/);
  expect(home.state.locale).toBe('ru');
});

it("leaves a remote's pieces to the browser when no release of it can render here, without counting a failure", async () => {
  const home = await page(render('/'));
  // A client-rendered boundary: the skeleton now, the piece once the browser has the remote.
  expect(home.html).toMatch(/<template data-dgst="casino-ssr:promotions"/);
  expect(home.state.slots).toEqual([]);
  expect(home.failures).toEqual([]);
});

it('answers a configured redirect and a missing page as HTTP does', async () => {
  expect(await render('/casino')).toEqual({ kind: 'redirect', status: 302, location: '/gamehall' });
  expect((await page(render('/no-such-page'))).status).toBe(404);
});

it("renders a content page with its route loader's answer, which travels with the page", async () => {
  const about = await page(render('/about'));
  expect(about.html).toContain('<h1>Biz haqimizda</h1>');
  expect(Object.values(about.state.loaderData)).toContainEqual({ slug: 'about', title: 'Biz haqimizda', html: '<p>Litsenziya</p>' });
});

it('keeps each render in its own language when renders overlap', async () => {
  const [uz, ru, uz2] = await Promise.all([page(render('/gamehall/unknown/x')), page(render('/ru')), page(render('/'))]);
  expect(ru.html).toContain('Игровой зал');
  expect(ru.html).not.toContain('Oʻyinlar zali');
  expect(uz.html).not.toContain('Игровой зал');
  expect(uz2.html).toContain('Oʻyinlar zali');
});

describe("a remote's strings are those of the visitor's release", () => {
  /** Two releases of the casino whose hall says its own release's title (the built-in apps stand for their server builds). */
  const hall = (title: string) =>
    ({
      name: 'casino',
      contract: 3,
      routes: [{ path: 'gamehall', Component: () => <h1>{useTranslation('casino').t('title')}</h1> }],
      translations: async (locale: string) => ({ title: `${title} (${locale})` }),
    }) as unknown as RemoteApp;
  const releases = [hall('Stable hall'), hall('Canary hall')];
  let loads = 0;
  const withReleases = createShellRenderer({ fetch: site, serverBuild: async () => null, staticApps: async () => releases[loads++ % 2]! });
  const doc = (release: string): RegistryDocument => ({
    remotes: [{ name: 'casino', release, version: release, entry: '', prefixes: ['gamehall'], contract: 3 }],
  });
  const hallOf = (release: string, url = '/gamehall') => page(withReleases.render({ url, registry: doc(release), budgetMs: 1_000 }));

  it('renders the canary and the stable release side by side, each with its own text, in both languages', async () => {
    // Loaded in turn: the stable release first, then the canary.
    expect((await hallOf('1.0.0')).html).toContain('<h1>Stable hall (uz)</h1>');
    expect((await hallOf('1.1.0')).html).toContain('<h1>Canary hall (uz)</h1>');
    const [stable, canary, stableRu, canaryRu] = await Promise.all([
      hallOf('1.0.0'),
      hallOf('1.1.0'),
      hallOf('1.0.0', '/ru/gamehall'),
      hallOf('1.1.0', '/ru/gamehall'),
    ]);
    expect(stable.html).toContain('<h1>Stable hall (uz)</h1>');
    expect(canary.html).toContain('<h1>Canary hall (uz)</h1>');
    expect(stableRu.html).toContain('<h1>Stable hall (ru)</h1>');
    expect(canaryRu.html).toContain('<h1>Canary hall (ru)</h1>');
  });
});
