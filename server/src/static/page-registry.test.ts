import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RegistryEntry } from '@casino/contract';
import { ROOT_DIR } from '../config';
import { createTestServer, type TestServer } from '../testing/server';
import { GUEST_RESTRICTED_SEGMENTS, INLINE_REGISTRY_ID, isMonolithPage, pageScripts, remotesOfPage, withRegistry } from './page-registry';

const entry = (name: RegistryEntry['name'], prefixes: string[]): RegistryEntry => ({
  name,
  release: '1.0.0-abc',
  version: '1.0.0',
  entry: `/releases/${name}/1.0.0-abc/remoteEntry.js`,
  prefixes,
  contract: 1,
});
const remotes = [entry('casino', ['gamehall', 'game']), entry('promotions', ['offers']), entry('cashier', ['cashier'])];

describe('the registry rendered into the page', () => {
  it('tells the page of the shell built as one application by its mark (it needs no release files preloaded)', () => {
    expect(isMonolithPage('<head><meta name="shell-kind" content="monolith"><title>x</title></head>')).toBe(true);
    expect(isMonolithPage('<head><meta name="shell-build" content="abc"><title>x</title></head>')).toBe(false);
    expect(isMonolithPage('<body><p>shell-kind monolith</p></body>')).toBe(false);
  });

  it('a page needs the remote of its area, the home page the remotes of its slots, in either locale', () => {
    expect(remotesOfPage('/ru/gamehall?tab=new', remotes).map((r) => r.name)).toEqual(['casino']);
    expect(remotesOfPage('/game/oltin_rocket', remotes).map((r) => r.name)).toEqual(['casino']);
    expect(remotesOfPage('/', remotes).map((r) => r.name)).toEqual(['promotions', 'casino']);
    expect(remotesOfPage('/ru', remotes).map((r) => r.name)).toEqual(['promotions', 'casino']);
    expect(remotesOfPage('/about-us', remotes)).toEqual([]);
    expect(remotesOfPage('/ru/cashier/deposit', remotes).map((r) => r.name)).toEqual(['cashier']);
    expect(remotesOfPage('/ru/cashier/deposit', remotes, { guest: true })).toEqual([]);
  });

  it("sends guests away from the same pages as the shell's guard; the responsible-gaming page is public", () => {
    const shell = readFileSync(join(ROOT_DIR, 'shell/src/platform/navigation/rules.ts'), 'utf8');
    // One list: the shell's guard takes it from the contract, as the server does.
    expect(shell).toMatch(/import \{ GUEST_RESTRICTED_SEGMENTS \} from '@casino\/contract\/registry\/pages'/);
    expect(shell).not.toMatch(/GUEST_RESTRICTED_SEGMENTS = \[/);
    expect(GUEST_RESTRICTED_SEGMENTS).not.toContain('responsible-game');
    expect(remotesOfPage('/ru/profile/responsible-game', [entry('profile', ['profile'])], { guest: true })).toEqual([]);
  });

  it('preloads the entry and the expose chunks its manifest names, and nothing a manifest could smuggle in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-registry-'));
    try {
      const manifest = {
        exposes: [{ name: 'app', assets: { js: { sync: ['__federation_expose_app.1a2b.js', '../../x.js', 'x"><script>.js'], async: ['9.js'] } } }],
      };
      writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
      expect(await pageScripts('/gamehall', remotes, async (name) => (name === 'casino' ? dir : null))).toEqual([
        '/releases/casino/1.0.0-abc/remoteEntry.js',
        '/releases/casino/1.0.0-abc/__federation_expose_app.1a2b.js',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('puts the document in a data script and the preloads in the head, replacing the registry fetch preload', () => {
    const page = '<html><head><link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"></head><body></body></html>';
    const html = withRegistry(page, { remotes: [{ ...entry('casino', ['gamehall']), version: '</script><script>x' }] }, [
      '/releases/casino/1.0.0-abc/remoteEntry.js',
    ]);
    expect(html).not.toContain('/remotes.json');
    expect(html).not.toContain('</script><script>x');
    expect(html).toContain(`<script type="application/json" id="${INLINE_REGISTRY_ID}">`);
    expect(html).toContain('<link rel="preload" as="script" href="/releases/casino/1.0.0-abc/remoteEntry.js"></head>');
    expect(withRegistry(page, { remotes: [] }, [], { image: '/content/media/b.webp' })).toContain(
      '<link rel="preload" as="image" href="/content/media/b.webp" fetchpriority="high">',
    );
    const json = /<script type="application\/json" id="[^"]+">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).remotes[0].version).toBe('</script><script>x');
  });
});

describe('the page as served', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  }, 60_000);
  afterAll(() => s?.close());

  it("carries the registry and a preload of the largest picture: the first banner at home, the first game in the hall, a game page's game", async () => {
    const home = await s.app.inject({ method: 'GET', url: '/ru' });
    expect(home.headers.vary).toContain('Cookie');
    expect(home.body).toContain(`<script type="application/json" id="${INLINE_REGISTRY_ID}">{"remotes":[]`);
    expect(home.body).toMatch(/<link rel="preload" as="image" href="[^"]*banners\/welcome[^"]*" fetchpriority="high">/);
    const hall = await s.app.inject({ method: 'GET', url: '/ru/gamehall' });
    expect(hall.body).toMatch(/<link rel="preload" as="image" href="\/content\/media\/games\/[a-z0-9_]+\.webp" fetchpriority="high">/);
    const game = await s.app.inject({ method: 'GET', url: '/ru/game/nebula_desert_caravan_deluxe' });
    expect(game.body).toMatch(/<link rel="preload" as="image" href="\/content\/media\/games\/nebula_desert_caravan_deluxe\.webp" fetchpriority="high">/);
    const unknown = await s.app.inject({ method: 'GET', url: '/game/no_such_game' });
    expect(unknown.body).not.toContain('as="image"');
    const filtered = await s.app.inject({ method: 'GET', url: '/gamehall?category=slot' });
    expect(filtered.body).not.toContain('as="image"');
    const other = await s.app.inject({ method: 'GET', url: '/about-us' });
    expect(other.body).not.toContain('as="image"');
  });
});
