import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';

/**
 * The first view of public pages is rendered on the server (server/src/render, shell/src/server):
 * a crawler or a player without scripts reads the page, a player's browser hydrates it without
 * asking for its data again, and a release whose server build fails leaves its part to the browser.
 */

const UZ_NAV = 'Asosiy menyu';
const HOME = 'Silk Fortunega xush kelibsiz';
const HALL = { uz: 'Oʻyinlar zali', ru: 'Игровой зал' };

/** A seeded game with demo play, through the player API. */
async function demoGame(request: APIRequestContext): Promise<{ sysname: string; name: string; provider_name: string; image_url: string }> {
  const response = await request.get('/api/games.get?v=2.34&locale=uz&count=20');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { items: { sysname: string; name: string; provider_name: string; image_url: string; has_demo: boolean }[] };
  };
  const game = data.items.find((g) => g.has_demo);
  expect(game, 'a seeded game with demo play').toBeTruthy();
  return game!;
}

/** The shell's page as the server sent it: the markup the server rendered into `#root`, and the state it carries. */
function rendered(html: string): { root: string; state: boolean } {
  const start = html.indexOf('<div id="root">');
  return { root: start < 0 ? '' : html.slice(start, html.indexOf('</body>')), state: html.includes('<script type="application/json" id="page-state">') };
}

/** Text as React writes it into markup. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Waits until the server renders `path` whole, each of `texts` in its markup. The first render after
 * the server starts loads each release's server build: it may miss the budget and leave that part to
 * the browser (the part is then counted against the release, and the browser renders it). Once a
 * guest's page is rendered whole it is reused for a few seconds: the page a test opens next is that one.
 */
async function renderedWhole(request: APIRequestContext, path: string, texts: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const { root } = rendered(await (await request.get(path)).text());
        return texts.filter((text) => !root.includes(`>${escaped(text)}<`));
      },
      { message: `${path} rendered on the server with ${texts.join(', ')}` },
    )
    .toEqual([]);
}

/** Console errors and uncaught exceptions of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The player API methods (and the content settings) the page asked for, in order: `games.get {"category":"slot"}`. */
function watchApi(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const from = Number(url.searchParams.get('offset') ?? 0);
    if (url.pathname.startsWith('/api/'))
      asked.push(`${url.pathname.slice(5)}${url.searchParams.has('options') ? ` ${url.searchParams.get('options')}` : ''}${from > 0 ? ` from ${from}` : ''}`);
    if (url.pathname.startsWith('/nfx/cms-config/')) asked.push('cms-config');
  });
  return asked;
}

/**
 * React has taken over every element the server rendered (it marks each element it hydrates). A
 * load that would ask for the page's data again runs in the effects of that hydration, which React
 * runs before it handles the player's next action at the latest.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const elements = [...document.querySelectorAll('#root *:not(link):not(svg *)')];
    return elements.length > 0 && elements.every((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
  });
}

/** Sets a mark on the window: it survives client navigation and is gone after a full page load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { e2eSamePage?: boolean }).e2eSamePage = true));
const sameWindow = (page: Page) => page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage === true);

/** An image that arrived (an SVG with its own size or a picture with pixels). */
async function expectPicture(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe('the first view without JavaScript (a crawler, a player with scripts off)', () => {
  test.use({ javaScriptEnabled: false });

  test('home: the heading, the promotions banners and the game rows, as real links', async ({ page }) => {
    await renderedWhole(page.request, '/', [HOME, 'Xush kelibsiz!', 'Mashhur oʻyinlar']);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: UZ_NAV }).getByRole('link', { name: 'Oʻyinlar zali' })).toHaveAttribute('href', '/gamehall');
    await expect(header.getByRole('navigation', { name: 'Til' }).getByRole('link', { name: 'RU' })).toHaveAttribute('href', '/ru');

    const banners = page.getByRole('region', { name: 'Aksiya bannerlari' });
    await expect(banners.getByRole('link', { name: /^Xush kelibsiz!/ })).toHaveAttribute('href', '/offers/welcome-100');
    await expect(banners.getByRole('link', { name: /^Karvon Grand jekpoti/ })).toHaveAttribute('href', '/jackpots');
    await expectPicture(banners.getByRole('listitem').first().locator('img'));

    const games = page.getByRole('region', { name: 'Mashhur oʻyinlar' });
    await expect(games.getByRole('heading', { level: 2, name: 'Mashhur oʻyinlar' })).toBeVisible();
    const popular = games.getByRole('region', { name: 'Mashhur', exact: true });
    await expect(popular.getByRole('link', { name: 'Mashhur — hammasi' })).toHaveAttribute('href', '/gamehall?category=popular');
    await expect(popular.getByRole('link', { name: 'Silk Fortune', exact: true })).toHaveAttribute('href', '/game/oltin_silk_fortune');
    await expect(popular.getByRole('link', { name: 'Silk Fortune — demo rejimda oʻynash' })).toHaveAttribute('href', '/game/oltin_silk_fortune#demo');
    expect(await popular.getByRole('listitem').count()).toBeGreaterThan(5);
    await expectPicture(popular.getByRole('listitem').first().locator('img'));
    await expect(games.getByRole('region', { name: 'Yangi', exact: true }).getByRole('link', { name: 'Yangi — hammasi' })).toHaveAttribute(
      'href',
      '/gamehall?category=new',
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the game hall: categories, providers and games with their pictures; a category is a page of its own', async ({ page }) => {
    await renderedWhole(page.request, '/gamehall', [HALL.uz, 'Silk Fortune']);
    await page.goto('/gamehall');
    const hall = page.getByRole('main');
    await expect(hall.getByRole('heading', { level: 1, name: HALL.uz })).toBeVisible();
    const categories = hall.getByRole('navigation', { name: 'Kategoriyalar' });
    await expect(categories.getByRole('link', { name: 'Barchasi' })).toHaveAttribute('href', '/gamehall');
    await expect(categories.getByRole('link', { name: 'Slotlar' })).toHaveAttribute('href', '/gamehall?category=slot');
    await expect(categories.getByRole('link', { name: 'Jonli kazino' })).toHaveAttribute('href', '/gamehall?category=live');
    await expect(hall.getByText(/^\d+ ta oʻyin$/)).toBeVisible();

    const list = hall.getByRole('list', { name: 'Oʻyinlar' });
    expect(await list.getByRole('article').count()).toBeGreaterThanOrEqual(12);
    const first = list.getByRole('article').first();
    const link = first.getByRole('link').first();
    await expect(link).toHaveAttribute('href', /^\/game\/[a-z0-9_]+$/);
    const sysname = (await link.getAttribute('href'))!.slice('/game/'.length);
    await expect(first.getByRole('link', { name: /demo rejimda oʻynash$/ })).toHaveAttribute('href', `/game/${sysname}#demo`);
    await expectPicture(first.locator(`img[src$="/${sysname}.webp"]`));

    // Following a category link loads that category's page, rendered by the server as well.
    await categories.getByRole('link', { name: 'Slotlar' }).click();
    await expect(page).toHaveURL(/\/gamehall\?category=slot$/);
    await expect(categories.getByRole('link', { name: 'Slotlar' })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('article').first().getByRole('link').first()).toHaveAttribute('href', /^\/game\/[a-z0-9_]+$/);
  });

  test('the Russian game hall: Russian text and /ru/ links', async ({ page }) => {
    await renderedWhole(page.request, '/ru/gamehall', [HALL.ru, 'Silk Fortune']);
    await page.goto('/ru/gamehall');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Главное меню' });
    await expect(nav.getByRole('link', { name: 'Турниры' })).toHaveAttribute('href', '/ru/tournaments');
    await expect(nav.getByRole('link', { name: 'Джекпоты' })).toHaveAttribute('href', '/ru/jackpots');
    await expect(header.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/ru/forms/sign_in');
    await expect(header.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'UZ' })).toHaveAttribute('href', '/gamehall');

    const hall = page.getByRole('main');
    await expect(hall.getByRole('heading', { level: 1, name: HALL.ru })).toBeVisible();
    const categories = hall.getByRole('navigation', { name: 'Категории' });
    await expect(categories.getByRole('link', { name: 'Все' })).toHaveAttribute('href', '/ru/gamehall');
    await expect(categories.getByRole('link', { name: 'Слоты' })).toHaveAttribute('href', '/ru/gamehall?category=slot');
    await expect(hall.getByRole('combobox', { name: 'Сортировка' })).toBeVisible();
    await expect(hall.getByText(/^\d+ игр[аы]?$/)).toBeVisible();
    const list = hall.getByRole('list', { name: 'Игры' });
    await expect(list.getByRole('link', { name: 'Silk Fortune', exact: true })).toHaveAttribute('href', '/ru/game/oltin_silk_fortune');
    await expect(list.getByRole('link', { name: /— играть в демо-режиме$/ }).first()).toHaveAttribute('href', /^\/ru\/game\/[a-z0-9_]+#demo$/);
    // No Uzbek in the page the server rendered (the note for browsers without scripts is in both languages).
    await expect(hall).not.toContainText('Oʻyinlar');
    await expect(page.getByRole('contentinfo')).toContainText('Ответственная игра');
  });

  test('a game page: its title, picture, provider and ways to play', async ({ page }) => {
    const game = await demoGame(page.request);
    await renderedWhole(page.request, `/game/${game.sysname}`, [game.name]);
    await page.goto(`/game/${game.sysname}`);
    const section = page.getByRole('region', { name: game.name, exact: true });
    await expect(section.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    await expect(section).toContainText(game.provider_name);
    await expect(section.getByRole('link', { name: 'Oʻyinlar zaliga qaytish' })).toHaveAttribute('href', '/gamehall');
    const modes = section.getByRole('navigation', { name: 'Oʻyin rejimi' });
    await expect(modes.getByRole('link', { name: 'Haqiqiy pulga' })).toHaveAttribute('href', `/game/${game.sysname}#real`);
    await expect(modes.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', `/game/${game.sysname}#demo`);
    await expect(section.getByRole('heading', { level: 2, name: `${game.name}: qanday oʻynaysiz?` })).toBeVisible();
    // The game's picture stands where the game will run.
    await expectPicture(section.getByRole('img', { name: game.name, exact: true }));
    // And it is its card's in the hall.
    await renderedWhole(page.request, '/gamehall', [HALL.uz, game.name]);
    await page.goto('/gamehall');
    await expectPicture(page.getByRole('list', { name: 'Oʻyinlar' }).locator(`img[src="${game.image_url}"]`));
  });

  test('a page preloads only pictures it shows: each image preload names a picture of its markup', async ({ page }) => {
    const game = await demoGame(page.request);
    for (const path of ['/', '/gamehall', `/game/${game.sysname}`]) {
      const html = await (await page.request.get(path)).text();
      const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(preloads.length, path).toBeGreaterThan(0);
      const shown = new Set([...rendered(html).root.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]!));
      expect(
        preloads.filter((href) => !shown.has(href)),
        `${path}: preloaded pictures it does not show`,
      ).toEqual([]);
    }
  });

  test('jackpots: names linking to each jackpot, and their amounts', async ({ page }) => {
    await renderedWhole(page.request, '/jackpots', ['Jekpotlar', 'Karvon Grand']);
    await page.goto('/jackpots');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Jekpotlar' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Barcha gʻoliblar' })).toHaveAttribute('href', '/winners');
    const items = main.getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.getByRole('heading', { level: 2, name: 'Karvon Grand' }).getByRole('link')).toHaveAttribute('href', /^\/jackpots\/\d+$/);
    for (const item of await items.all()) {
      await expect(item.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', /^\/jackpots\/\d+$/);
      await expect(item.getByTestId('jackpot-amount')).toHaveText(/^[\d,]+\.\d\d USD$/);
    }
  });

  test("a jackpot's page: its name and amount, and the games that feed it", async ({ page }) => {
    await renderedWhole(page.request, '/jackpots/1', ['Karvon Grand', 'Jekpot oʻyinlari']);
    await page.goto('/jackpots/1');
    const section = page.getByRole('region', { name: 'Karvon Grand' });
    await expect(section.getByRole('heading', { level: 1, name: 'Karvon Grand' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Barcha jekpotlar' })).toHaveAttribute('href', '/jackpots');
    await expect(section.getByTestId('jackpot-amount')).toHaveText(/^[\d,]+\.\d\d USD$/);
    const games = section.getByRole('region', { name: 'Jekpot oʻyinlari' });
    await expect(games.getByRole('link', { name: 'Silk Fortune', exact: true })).toHaveAttribute('href', '/game/oltin_silk_fortune');
    expect(await games.getByRole('article').count()).toBeGreaterThan(1);
  });

  test('tournaments: the running and the coming ones, with their prize funds', async ({ page }) => {
    await renderedWhole(page.request, '/tournaments', ['Turnirlar', 'Bahorgi aylanish poygasi']);
    await page.goto('/tournaments');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Turnirlar' })).toBeVisible();
    const running = main.getByRole('region', { name: 'Davom etayotgan' });
    const spring = running.getByRole('article', { name: 'Bahorgi aylanish poygasi' });
    await expect(spring.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /^\/tournaments\/\d+$/);
    await expect(spring).toContainText(/Sovrin fondi\s*[\d,]+\.\d\d USD/);
    await expect(spring.getByRole('link', { name: 'Turnir oʻyinlari' })).toHaveAttribute('href', /^\/tournaments\/\d+\/gamehall$/);
    await expect(main.getByRole('region', { name: 'Tez orada' }).getByRole('article')).not.toHaveCount(0);
  });

  test('offers: the offers, each linking to its page', async ({ page }) => {
    await renderedWhole(page.request, '/offers', ['Takliflar', 'SILK promokodi']);
    await page.goto('/offers');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Takliflar' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^100% birinchi depozit bonusi/ })).toHaveAttribute('href', '/offers/welcome-100');
    await expect(main.getByRole('link', { name: /^SILK promokodi/ })).toHaveAttribute('href', '/offers/promo-silk');
    expect(await main.getByRole('list').getByRole('link').count()).toBeGreaterThanOrEqual(3);
  });

  test('providers: their names linking to their games in the hall', async ({ page }) => {
    await renderedWhole(page.request, '/providers', ['Provayderlar', 'Oltin Originals']);
    await page.goto('/providers');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Provayderlar' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Oltin Originals' })).toHaveAttribute('href', '/gamehall?providers=oltin_originals');
    await expect(main.getByRole('link', { name: 'Registan Live' })).toHaveAttribute('href', '/gamehall?providers=registan_live');
    await expect(main.getByRole('listitem').filter({ hasText: 'Oltin Originals' })).toContainText(/\d+ ta oʻyin/);
  });
});

interface HydrationCase {
  path: string | ((request: APIRequestContext) => Promise<{ path: string; heading: string }>);
  heading: string;
  /** Texts of the page's data, in the markup the server renders. */
  texts: string[];
  /** The API methods whose answers the page carried (and its content settings): none is asked for again. */
  carried: string[];
  /** The request the player's action makes (`games.get {"category":"slot"}`), if it is one of those methods. */
  asks?: string;
  /** What the page asks for once hydrated, once: the rest of a list whose first view it carried. */
  rest?: RegExp;
  /** A player's first action, answered without a page load. */
  act(page: Page): Promise<void>;
}

const navTo = (name: string, heading: string) => async (page: Page) => {
  await page.getByRole('banner').getByRole('navigation', { name: UZ_NAV }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
};

const hallCategory = (nav: string, name: string, path: string) => async (page: Page) => {
  const count = page.getByRole('main').getByText(/^\d+ (ta oʻyin|игр[аы]?)$/);
  const before = await count.textContent();
  await page.getByRole('navigation', { name: nav }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`));
  await expect(page.getByRole('navigation', { name: nav }).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  await expect(count).not.toHaveText(before!);
};

const HYDRATION: HydrationCase[] = [
  {
    path: '/',
    heading: HOME,
    texts: ['Xush kelibsiz!', 'Mashhur oʻyinlar'],
    carried: ['banners.get', 'games.get', 'cms-config'],
    act: navTo('Jekpotlar', 'Jekpotlar'),
  },
  {
    path: '/gamehall',
    heading: HALL.uz,
    texts: ['Silk Fortune'],
    // The category's own games are the player's request; the hall's first games, categories and providers came with the page.
    carried: ['games.get', 'games.getCategories', 'games.getProviders', 'cms-config'],
    // The page carries the games of its first view; the rest of the first page follows once it has hydrated.
    rest: /^games\.get( .*)? from 24$/,
    asks: 'games.get {"category":"slot"}',
    act: hallCategory('Kategoriyalar', 'Slotlar', '/gamehall?category=slot'),
  },
  {
    path: '/ru/gamehall',
    heading: HALL.ru,
    texts: ['Silk Fortune'],
    carried: ['games.get', 'games.getCategories', 'games.getProviders', 'cms-config'],
    // The page carries the games of its first view; the rest of the first page follows once it has hydrated.
    rest: /^games\.get( .*)? from 24$/,
    asks: 'games.get {"category":"slot"}',
    act: hallCategory('Категории', 'Слоты', '/ru/gamehall?category=slot'),
  },
  {
    path: async (request) => {
      const game = await demoGame(request);
      return { path: `/game/${game.sysname}`, heading: game.name };
    },
    heading: '',
    texts: [],
    carried: ['games.get', 'cms-config'],
    act: async (page) => {
      // A guest is asked how to play; playing for fun starts the demo game in the page.
      await page.getByRole('dialog').getByRole('button', { name: 'Qiziqish uchun oʻynash' }).click();
      await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /mode=demo/);
    },
  },
  { path: '/jackpots', heading: 'Jekpotlar', texts: ['Karvon Grand'], carried: ['Jackpots.get', 'cms-config'], act: navTo('Turnirlar', 'Turnirlar') },
  {
    path: '/jackpots/1',
    heading: 'Karvon Grand',
    texts: ['Jekpot oʻyinlari', 'Silk Fortune'],
    carried: ['Jackpots.get', 'games.get', 'cms-config'],
    act: navTo('Turnirlar', 'Turnirlar'),
  },
  {
    path: '/tournaments',
    heading: 'Turnirlar',
    texts: ['Bahorgi aylanish poygasi'],
    carried: ['tournaments.get', 'cms-config'],
    act: navTo('Jekpotlar', 'Jekpotlar'),
  },
  {
    path: '/offers',
    heading: 'Takliflar',
    texts: ['SILK promokodi'],
    carried: ['campaigns.getoffers', 'cms-config'],
    act: async (page) => {
      // A guest entering a promo code is asked to sign in.
      await page.getByRole('region', { name: 'Promokodingiz bormi?' }).getByRole('button', { name: 'Kirish' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    path: '/providers',
    heading: 'Provayderlar',
    texts: ['Oltin Originals'],
    carried: ['games.getProviders', 'cms-config'],
    act: navTo('Jekpotlar', 'Jekpotlar'),
  },
];

test.describe('the browser hydrates the first view', () => {
  for (const c of HYDRATION) {
    const name = typeof c.path === 'string' ? c.path : '/game/<a demo game>';
    test(`${name}: no error, its data not asked for again, then a single-page app`, async ({ page }) => {
      const { path, heading } = typeof c.path === 'string' ? { path: c.path, heading: c.heading } : await c.path(page.request);
      await renderedWhole(page.request, path, [heading, ...c.texts]);
      const errors = watchErrors(page);
      const asked = watchApi(page);
      const response = await page.goto(path);
      const sent = rendered(await response!.text());
      expect(sent.state, 'the page carries the state it was rendered with').toBe(true);
      expect(sent.root).toContain(`>${escaped(heading)}</h1>`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

      await hydrated(page);
      await markWindow(page);
      await c.act(page);
      expect(await sameWindow(page), 'no page load').toBe(true);
      expect(asked.filter((request) => c.carried.includes(request.split(' ')[0]!) && request !== c.asks && !c.rest?.test(request))).toEqual([]);
      if (c.rest) expect(asked.filter((request) => c.rest!.test(request))).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }
});

test('with the casino_render=browser cookie the page is rendered in the browser, as before', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'casino_render', value: 'browser', url: baseURL! }]);
  const errors = watchErrors(page);
  const asked = watchApi(page);
  const response = await page.goto('/gamehall');
  const sent = rendered(await response!.text());
  expect(sent.state).toBe(false);
  expect(sent.root).not.toContain('</h1>');
  await expect(page.getByRole('heading', { level: 1, name: HALL.uz })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Oʻyinlar' }).getByRole('article').first()).toBeVisible();
  expect(asked).toEqual(expect.arrayContaining(['games.getCategories', 'games.getProviders']));
  expect(errors).toEqual([]);
});

test("a guest's page kept for the next guests carries each answer's own script nonce, and hydrates", async ({ page, request }) => {
  /** One answer of the page: whether it was the kept one (sent as one gzip body; a fresh render streams brotli), its policy's nonce and its scripts' nonces. */
  const answer = async () => {
    const response = await request.get('/gamehall', { headers: { 'accept-encoding': 'br, gzip' } });
    const html = await response.text();
    return {
      kept: response.headers()['content-encoding'] === 'gzip' && rendered(html).state,
      policy: /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1],
      scripts: [...new Set([...html.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]))],
    };
  };
  await renderedWhole(request, '/gamehall', [HALL.uz]);
  const kept: Awaited<ReturnType<typeof answer>>[] = [];
  await expect
    .poll(
      async () => {
        const next = await answer();
        if (next.kept) kept.push(next);
        return kept.length;
      },
      { message: 'two answers of the kept page' },
    )
    .toBeGreaterThanOrEqual(2);
  for (const { policy, scripts } of kept) {
    expect(policy).toBeTruthy();
    expect(scripts).toEqual([policy]);
  }
  expect(kept[0]!.policy).not.toBe(kept[1]!.policy);
  const errors = watchErrors(page);
  await page.goto('/gamehall');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: HALL.uz })).toBeVisible();
  expect(errors).toEqual([]);
});

// ---- Releases of its own: a server of its own, where a release can be broken and rolled back ----

const CASINO_DIST = join(import.meta.dirname, '../../mfe-casino/dist');
/** The hall's release line, as the browser shows it and as the server writes it into the page. */
const RELEASE_TEXT = (version: string) => `Kazino boʻlimi, versiya ${version}`;
const RELEASE_HTML = {
  uz: (version: string) => `<p data-testid="casino-release">Kazino boʻlimi, versiya ${version}</p>`,
  ru: (version: string) => `<p data-testid="casino-release">Раздел «Казино», версия ${version}</p>`,
};

function releaseOf(output: string): string {
  const match = /published (\S+)|already published (\S+)/.exec(output);
  if (!match) throw new Error(`no release in:\n${output}`);
  return (match[1] ?? match[2])!;
}

/** Drops a file's compressed copies (the server would answer them for the changed file). */
function write(file: string, text: string): void {
  writeFileSync(file, text);
  rmSync(`${file}.gz`, { force: true });
  rmSync(`${file}.br`, { force: true });
}

/** A copy of the built casino under another version; `edit` changes its files. */
function casinoCopy(work: string, name: string, version: string, edit: (dir: string) => void = () => {}): string {
  const dir = join(work, name);
  cpSync(CASINO_DIST, dir, { recursive: true });
  const info = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { version: string };
  write(join(dir, 'release.json'), JSON.stringify({ ...info, version }));
  edit(dir);
  return dir;
}

/** The hall's release line says `version`, in both builds (browser and server): the text a rollback must take back. */
function sayVersion(version: string) {
  return (dir: string) => {
    let changed = 0;
    for (const sub of ['.', 'server']) {
      for (const file of readdirSync(join(dir, sub)).filter((f) => f.endsWith('.js'))) {
        const path = join(dir, sub, file);
        const code = readFileSync(path, 'utf8');
        const next = code.replace(/("data-testid":\s*"casino-release",\s*children:\s*\w+\(\s*'?"?release'?"?,\s*\{\s*version:\s*")[^"]+"/, `$1${version}"`);
        if (next !== code) {
          write(path, next);
          changed++;
        }
      }
    }
    if (changed !== 2) throw new Error(`the release line is in ${changed} files of ${dir}, not in the browser's and the server's build`);
  };
}

test.describe('a server of its own: releases whose server build fails, rollbacks', () => {
  test.describe.configure({ mode: 'serial' });
  let own: OwnServer;
  let work: string;
  let live: string;

  /** The casino's releases as ops read them (the ops API the console and `pnpm releases` use). */
  async function releases(): Promise<{ release: string; active: boolean; failures: number }[]> {
    const res = await fetch(`${own.url}/ops/releases/casino`, { headers: { Authorization: 'Bearer e2e-ops-token' } });
    return ((await res.json()) as { data: { items: { release: string; active: boolean; failures: number }[] } }).data.items;
  }
  const failures = async (release: string) => (await releases()).find((r) => r.release === release)?.failures ?? 0;

  /** The hall's page as a crawler gets it: one request, no scripts, no cookies. */
  async function hallHtml(path = '/gamehall'): Promise<{ root: string; state: boolean }> {
    const res = await fetch(`${own.url}${path}`);
    expect(res.status).toBe(200);
    return rendered(await res.text());
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    own = await startOwnServer();
    work = mkdtempSync(join(tmpdir(), 'casino-server-render-'));
    live = (await releases()).find((r) => r.active)!.release;
    // The seeded release renders the hall on the server (its server build loaded once: the first render may leave it to the browser).
    await expect.poll(async () => (await hallHtml()).root).toContain(RELEASE_HTML.uz('0.1.0'));
  });

  test.afterAll(async () => {
    await own?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('a casino release whose server build throws: the shell still arrives rendered, the hall renders in the browser, the failure counts against it', async ({
    browser,
  }) => {
    const broken = releaseOf(
      own.ops(
        'release',
        'casino',
        '--activate',
        '--from',
        casinoCopy(work, 'server-throws', '3.0.0-server-throws', (dir) =>
          write(join(dir, 'server/remoteEntry.js'), 'throw new Error("casino server build exploded");\n'),
        ),
      ).output,
    );
    try {
      // Without scripts: the header and the footer, rendered by the server; the hall is not there.
      const crawler = await browser.newContext({ javaScriptEnabled: false });
      const bare = await crawler.newPage();
      await bare.goto(`${own.url}/gamehall`);
      await expect(bare.getByRole('banner').getByRole('navigation', { name: UZ_NAV }).getByRole('link', { name: 'Oʻyinlar zali' })).toHaveAttribute(
        'href',
        '/gamehall',
      );
      await expect(bare.getByRole('contentinfo')).toContainText('Masʼuliyatli oʻyin');
      await expect(bare.getByRole('heading', { level: 1, name: HALL.uz })).toHaveCount(0);
      await crawler.close();

      // With them: the hall renders in the browser and works.
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${own.url}/gamehall`);
      await expect(page.getByRole('heading', { level: 1, name: HALL.uz })).toBeVisible();
      await expect(page.getByTestId('casino-release')).toHaveText(RELEASE_TEXT('0.1.0'));
      await markWindow(page);
      await page.getByRole('navigation', { name: 'Kategoriyalar' }).getByRole('link', { name: 'Jonli kazino' }).click();
      await expect(page).toHaveURL(/\/gamehall\?category=live$/);
      await expect(page.getByRole('navigation', { name: 'Kategoriyalar' }).getByRole('link', { name: 'Jonli kazino' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('list', { name: 'Oʻyinlar' }).getByRole('article').first()).toBeVisible();
      expect(await sameWindow(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();

      // Counted against that release, where ops read its health.
      await expect.poll(() => failures(broken)).toBeGreaterThan(0);
    } finally {
      const back = own.ops('rollback', 'casino', '--to', live);
      expect(back.status, back.output).toBe(0);
    }
    expect((await hallHtml()).root).toContain(RELEASE_HTML.uz('0.1.0'));
  });

  test('a rollback reaches the server render at once, without a restart', async () => {
    const v2 = releaseOf(own.ops('release', 'casino', '--activate', '--from', casinoCopy(work, 'v2', '2.0.0', sayVersion('2.0.0'))).output);
    try {
      // The release's server build loads on its first render (which may leave the hall to the browser), then renders it.
      await expect.poll(async () => (await hallHtml()).root).toContain(RELEASE_HTML.uz('2.0.0'));
      expect((await hallHtml('/ru/gamehall')).root).toContain(RELEASE_HTML.ru('2.0.0'));
    } finally {
      const rollback = own.ops('rollback', 'casino', '--to', live);
      expect(rollback.status, rollback.output).toBe(0);
    }
    // The very next pages: a guest's page is reused for a few seconds, but for its release set only, and
    // the Russian hall was never rendered with the first release before (a fresh render, no reused page).
    expect(v2).toMatch(/^2\.0\.0-/);
    const uz = await hallHtml();
    expect(uz.root).toContain(RELEASE_HTML.uz('0.1.0'));
    expect(uz.root).not.toContain('2.0.0');
    const ru = await hallHtml('/ru/gamehall');
    expect(ru.root).toContain(RELEASE_HTML.ru('0.1.0'));
    expect(ru.root).not.toContain('2.0.0');
  });
});
