import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors, signIn } from './helpers';

/** A game of the seeded catalogue, through the player API. */
async function someGame(page: Page): Promise<{ sysname: string; name: string }> {
  const response = await page.request.get('/api/games.get?v=2.34&locale=uz&count=1&fields=sysname,name');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { items: { sysname: string; name: string }[] } | { sysname: string; name: string }[] };
  const items = Array.isArray(body.data) ? body.data : body.data.items;
  return items[0]!;
}

/** The attribute values of head elements in raw HTML (no JavaScript ran). */
function headValue(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test.describe('SEO head', () => {
  test('is in the raw HTML of a game page, filled with the game, in both languages', async ({ page, baseURL }) => {
    const game = await someGame(page);
    const uz = await page.request.get(`/game/${game.sysname}`);
    expect(uz.headers()['content-type']).toContain('text/html');
    const html = await uz.text();
    expect(html).toContain(`<title data-seo="/game/${game.sysname}">${game.name} — bepul va pulga oʻynang</title>`);
    expect(html).not.toContain('<title>Casino</title>');
    expect(headValue(html, /<meta name="description" content="([^"]*)"/)).toBe(`${game.name} oʻyini: demo rejim va haqiqiy stavkalar.`);
    expect(headValue(html, /<meta name="robots" content="([^"]*)"/)).toBe('index, follow');
    expect(headValue(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${baseURL}/game/${game.sysname}`);
    expect(headValue(html, /<meta property="og:title" content="([^"]*)"/)).toBe(`${game.name} — bepul va pulga oʻynang`);
    expect(headValue(html, /<link rel="alternate" hreflang="ru" href="([^"]*)"/)).toBe(`${baseURL}/ru/game/${game.sysname}`);
    expect(html).toMatch(/<link rel="icon" href="[^"]+favicon\.svg" type="image\/svg\+xml" data-seo>/);
    const ld = headValue(html, /<script type="application\/ld\+json" data-seo>(.*?)<\/script>/);
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'Organization', name: 'Silk Fortune' });

    const ru = await (await page.request.get(`/ru/game/${game.sysname}`)).text();
    expect(ru).toContain('<html lang="ru"');
    expect(ru).toContain(`${game.name} — играть бесплатно и на деньги</title>`);
  });

  test('says noindex for URLs under robots.txt Disallow rules, served from the content settings', async ({ page }) => {
    const robots = await page.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain('Disallow: /cashier');
    const cashier = await (await page.request.get('/ru/cashier/deposit')).text();
    expect(headValue(cashier, /<meta name="robots" content="([^"]*)"/)).toBe('noindex, follow');
    const hall = await (await page.request.get('/gamehall')).text();
    expect(headValue(hall, /<meta name="robots" content="([^"]*)"/)).toBe('index, follow');
  });

  test('follows client navigation', async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Silk Fortune — onlayn kazino');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Oʻyinlar zali' }).click();
    await expect(page).toHaveTitle('Oʻyinlar zali');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/gamehall`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', '600 dan ortiq slot va stol oʻyinlari.');
    await expect(page.locator('head title')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
  });
});

const CHAT_WIDGET = '/dev/chat-widget.js?global=LiveChatWidget&badge=chat-widget-container';

/**
 * Points the content settings of this page (only) at the stand-in chat widget and adds custom
 * code: in the browser's answer, so the page is one the browser renders (`casino_render=browser`;
 * a server-rendered page carries the content service's own settings).
 */
async function furnishedConfig(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'casino_render', value: 'browser', url: test.info().project.use.baseURL! }]);
  await page.route('**/nfx/cms-config/*', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, Record<string, unknown>>;
    config['prazer-config'] = {
      ...config['prazer-config'],
      chat: { type: 'liveChat', isEnabled: true, providers: { liveChat: { license: 12345, scriptUrl: CHAT_WIDGET } } },
    };
    config['meta-data-tool'] = {
      ...config['meta-data-tool'],
      customCode: [
        {
          isEnabled: true,
          position: 'head',
          code: '<meta name="e2e-verification" content="ok"><script>window.__customHead = (window.__customHead || 0) + 1</script>',
        },
        { isEnabled: true, position: 'bodyStart', code: '<div id="e2e-body-start" hidden></div>' },
        {
          isEnabled: true,
          position: 'bodyEnd',
          code: '<div id="e2e-body-end" hidden></div><script>window.__customEnd = !!document.getElementById("e2e-body-end")</script>',
        },
        { isEnabled: false, position: 'head', code: '<script>window.__disabledRan = true</script>' },
      ],
    };
    await route.fulfill({ response, json: config });
  });
}

test.describe('page furniture', () => {
  test('the chat widget loads from the local test script, knows the player and is hidden on game and betting pages', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname)) thirdParty.push(request.url());
    });
    await furnishedConfig(page);
    await signIn(page);
    await page.goto('/');
    const badge = page.locator('#chat-widget-container');
    await expect(badge).toBeVisible();
    await expect(page.locator('script[data-chat-widget="liveChat"]')).toHaveAttribute('src', CHAT_WIDGET);
    expect(await page.evaluate(() => (window as unknown as { __lc: unknown }).__lc)).toEqual({
      license: 12345,
      visitor: { name: expect.any(String), email: 'demo@example.com' },
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __chatWidget: { calls: [string, unknown[]][] } }).__chatWidget.calls))
      .toContainEqual(['LiveChatWidget.call', ['set_customer_email', 'demo@example.com']]);

    await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Sport tikishlari' }).click();
    await expect(page).toHaveURL('/betting');
    await expect(badge).toBeHidden();
    await page.goBack();
    await expect(badge).toBeVisible();

    await page.goto('/ru/game/any_game');
    await expect(badge).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-chat-badge', 'hidden');
    expect(thirdParty).toEqual([]);
  });

  test("markup slipped into the page runs no script: the shell page's policy asks for its nonce", async ({ page }) => {
    await page.goto('/ru');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    // The browser answers a refused handler with a securitypolicyviolation event: wait for it, then check nothing ran.
    const refused = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true });
          const holder = document.createElement('div');
          holder.innerHTML = '<img src="/no-such-picture.png" onerror="window.__injected = true">';
          document.body.append(holder);
        }),
    );
    expect(refused).toBe('script-src-attr');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test('custom code is injected at head, body start and body end when enabled', async ({ page }) => {
    await furnishedConfig(page);
    await page.goto('/ru');
    await expect(page.locator('head meta[name="e2e-verification"]')).toHaveAttribute('content', 'ok');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __customHead?: number }).__customHead)).toBe(1);
    expect(await page.evaluate(() => document.body.firstElementChild?.id)).toBe('e2e-body-start');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __customEnd?: boolean }).__customEnd)).toBe(true);
    // After the app's root: the end of the body.
    expect(
      await page.evaluate(
        () => !!(document.getElementById('root')!.compareDocumentPosition(document.getElementById('e2e-body-end')!) & Node.DOCUMENT_POSITION_FOLLOWING),
      ),
    ).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __disabledRan?: boolean }).__disabledRan)).toBeUndefined();
    // A client navigation does not inject it again.
    await page.getByRole('navigation').first().getByRole('link').first().click();
    expect(await page.evaluate(() => (window as unknown as { __customHead?: number }).__customHead)).toBe(1);
  });

  test.describe('visit hit', () => {
    // Its own address: every page the other suites open sends a visit hit from the default one, and /hit limits each address.
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.69.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

    test('the visit hit carries the track id and referer', async ({ page }) => {
      const hit = page.waitForRequest((request) => new URL(request.url()).pathname === '/hit');
      await page.goto('/?track_id=aff-77');
      const request = await hit;
      const query = new URL(request.url()).searchParams;
      expect(query.get('track_id')).toBe('aff-77');
      expect(query.get('path')).toBe('/');
      expect(query.has('referer')).toBe(true);
      const response = await request.response();
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toBe('image/gif');
    });
  });
});

test.describe('offline shell', () => {
  test.use({ quietPopups: false });
  test.use({ serviceWorkers: 'allow' });

  test('the service worker keeps the shell working offline and never caches API answers', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(async () => !!(await navigator.serviceWorker?.getRegistration('/'))?.active, undefined, { timeout: 15_000 });
    // Online once more under the worker: the chunks this page needs are cached as they load.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${new URL(request.url).pathname}`);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(2);
    expect(cached.every((entry) => entry.startsWith('shell-'))).toBe(true);
    expect(cached.filter((entry) => /\/api\/|\/nfx\/|\/content\/|remotes\.json|remoteEntry\.js|mf-manifest\.json/.test(entry))).toEqual([]);
  });
});
