import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { createPageRenderer, renderedPageParts, serverRenders, type RenderedPage } from './index';

let work: string;
let shellDir: string;
let releaseDir: string;

/**
 * A stand-in for the shell's server build (shell/dist/server/render.cjs): it answers what
 * `FAKE_RESULT` says and counts its renders, so the server's side is tested without a build.
 */
const FAKE_SHELL = `
let renders = 0;
exports.createShellRenderer = (options) => ({
  async render(input) {
    renders++;
    globalThis.__fakeShell = { renders, input, options };
    const result = globalThis.__fakeResult(input);
    if (result.kind !== 'page') return result;
    const { html, state, failures, renderMs, ...routed } = result;
    return { ...routed, body: Promise.resolve({ html, state, failures, renderMs }) };
  },
});
`;

type Fake = { renders: number; input: { url: string; budgetMs: number } };
const fake = () => (globalThis as unknown as { __fakeShell: Fake }).__fakeShell;
const answer = (result: (input: { url: string }) => unknown) => ((globalThis as unknown as { __fakeResult: unknown }).__fakeResult = result);

const registry = {
  remotes: [
    { name: 'casino', release: '1.0.0-abc', entry: '/releases/casino/1.0.0-abc/remoteEntry.js', prefixes: ['gamehall'], contract: 3, token: 'served-token' },
  ],
} as never;

function request(cookie?: string): FastifyRequest {
  return { headers: cookie ? { cookie } : {}, log: { warn: () => undefined, error: () => undefined } } as unknown as FastifyRequest;
}

const okPage = (html = '<main>hall</main>') => ({
  kind: 'page',
  status: 200,
  mounted: ['casino'],
  slots: [],
  html,
  state: { mounted: ['casino'], slots: [], data: {} },
  failures: [],
  renderMs: 3,
});

type Page = Extract<RenderedPage, { kind: 'page' }>;

/** The whole page as the browser receives it: the first part, then the rest. */
async function whole(template: string, page: Page): Promise<string> {
  const { first, rest } = renderedPageParts(template, page);
  return first + (await rest);
}

const TEMPLATE =
  '<html><head><link rel="preload" as="style" href="/1.css"><link rel="preload" as="script" href="/2.js"></head><body><div id="root"></div><script src="/main.js"></script></body></html>';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'casino-render-'));
  shellDir = join(work, 'shell');
  mkdirSync(join(shellDir, 'server'), { recursive: true });
  writeFileSync(join(shellDir, 'server/render.cjs'), FAKE_SHELL);
  releaseDir = join(work, 'casino');
  mkdirSync(releaseDir);
  writeFileSync(join(releaseDir, 'release.json'), JSON.stringify({ server: { entry: 'server/remoteEntry.js' } }));
  writeFileSync(
    join(releaseDir, 'mf-manifest.json'),
    JSON.stringify({ exposes: [{ name: 'app', assets: { css: { sync: [], async: ['1.aa.css', '../x.css'] } } }] }),
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function renderer(settings = { enabled: true, budgetMs: 50, cacheSeconds: 5 }) {
  const reported: unknown[] = [];
  const pages = createPageRenderer({
    app: Fastify(),
    shellDir,
    settings,
    directory: (remote) => (remote === 'casino' ? releaseDir : null),
    reportFailure: async (failure) => void reported.push(failure),
  });
  return { pages, reported };
}

it("renders public pages only: a player's own pages stay with the browser", () => {
  expect(serverRenders('/gamehall?category=slot')).toBe(true);
  expect(serverRenders('/ru/jackpots')).toBe(true);
  expect(serverRenders('/cashier/deposit')).toBe(false);
  expect(serverRenders('/ru/profile/settings')).toBe(false);
});

it("puts the render into the shell's page: the head at once with the remotes' style sheets and the shell's own applied, then the markup in #root and the state", async () => {
  answer(() => okPage());
  const { pages } = renderer();
  const page = (await pages.render('/gamehall', registry, { request: request() })) as Page;
  expect(fake().input).toMatchObject({ url: '/gamehall', budgetMs: 50 });
  const { first } = renderedPageParts(TEMPLATE, page);
  expect(first).toMatch(/<div id="root">$/);
  expect(first).toContain('<link rel="stylesheet" href="/1.css">');
  // The scripts that hydrate the markup wait behind its style sheets and pictures.
  expect(first).toContain('<link rel="preload" as="script" fetchpriority="low" href="/2.js">');
  // Only the manifest's own files, under the release's address.
  expect(first).toContain('<link rel="stylesheet" href="/releases/casino/1.0.0-abc/1.aa.css">');
  expect(first).not.toContain('x.css');
  const html = await whole(TEMPLATE, page);
  expect(html).toContain('<div id="root"><main>hall</main></div>');
  expect(html).toMatch(/<script type="application\/json" id="page-state">\{"mounted":\["casino"\].*<\/script><\/body>/);
});

it('finishes a page whose render failed after its head went out without markup: the browser renders it', async () => {
  answer(() => okPage());
  const { pages } = renderer();
  const page = (await pages.render('/providers', registry, { request: request() })) as Page;
  const html = await whole(TEMPLATE, { ...page, rest: Promise.resolve(null) });
  expect(html).toContain('<div id="root"></div><script src="/main.js"></script></body></html>');
  expect(html).not.toContain('page-state');
});

it('escapes the page state so no text of it can close its script element', async () => {
  answer(() => ({ ...okPage(), state: { mounted: [], slots: [], data: { k: { deps: '[]', value: '</script><script>alert(1)</script>' } } } }));
  const { pages } = renderer();
  const html = await whole(TEMPLATE, (await pages.render('/offers', registry, { request: request() })) as Page);
  expect(html).not.toContain('</script><script>');
  expect(html).toContain('\\u003c/script\\u003e');
});

it('says whether the page was rendered whole: a part left to the browser makes a page not to keep', async () => {
  answer(() => okPage());
  const { pages } = renderer();
  expect(await ((await pages.render('/jackpots', registry, { request: request() })) as Page).rest).toMatchObject({ complete: true });
  answer(() => ({ ...okPage(), failures: [{ remote: 'casino', release: '1.0.0-abc', kind: 'render', message: 'boom' }] }));
  expect(await ((await pages.render('/jackpots', registry, { request: request() })) as Page).rest).toMatchObject({ complete: false });
});

it("reports a remote that failed on the server against the visitor's release, with their served token", async () => {
  answer(() => ({ ...okPage(), failures: [{ remote: 'casino', release: '1.0.0-abc', kind: 'render', message: 'boom' }] }));
  const { pages, reported } = renderer();
  await ((await pages.render('/tournaments', registry, { request: request() })) as Page).rest;
  expect(reported).toEqual([{ remote: 'casino', release: '1.0.0-abc', kind: 'render', message: 'boom', token: 'served-token' }]);
});

it('answers a redirect as one, and leaves the page to the browser when asked to (casino_render=browser) or turned off', async () => {
  answer(() => ({ kind: 'redirect', status: 302, location: '/gamehall' }));
  const { pages } = renderer();
  expect(await pages.render('/casino', registry, { request: request() })).toEqual({ kind: 'redirect', status: 302, location: '/gamehall' });
  expect(await pages.render('/gamehall', registry, { request: request('casino_render=browser') })).toBeNull();
  expect(await renderer({ enabled: false, budgetMs: 50, cacheSeconds: 5 }).pages.render('/gamehall', registry, { request: request() })).toBeNull();
});
