import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer } from './helpers';

/**
 * Zoom without loss of content (WCAG 1.4.4, 1.4.10 reflow): a 1280×800 window zoomed to 200 % is
 * a 640×400 CSS-pixel viewport, and at 400 % a 320 px wide one. The main pages reflow into it: no
 * horizontal scrolling, the header's controls on screen, the menu button there to reach the rest.
 */
const ZOOMS = [
  { zoom: '200 %', size: { width: 640, height: 400 } },
  { zoom: '400 %', size: { width: 320, height: 256 } },
];
const LOCALES = [
  { prefix: '', menu: 'Menyuni ochish', sidebar: 'Menyu' },
  { prefix: '/ru', menu: 'Открыть меню', sidebar: 'Меню' },
];
const PAGES = [
  '/',
  '/gamehall',
  '/game/oltin_rocket',
  '/jackpots',
  '/tournaments',
  '/offers',
  '/loyalty',
  '/cashier/deposit',
  '/cashier/history',
  '/profile/settings',
  '/support',
];

/** Header links and buttons on screen that do not fit the viewport's width. */
function offScreenHeaderControls(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) =>
    Array.from(header.querySelectorAll<HTMLElement>('a[href], button'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      // Hidden ones and the skip link parked off screen until focused.
      .filter(({ r }) => r.width > 0 && r.height > 0 && r.x + r.width > 0)
      .filter(({ r }) => r.x < 0 || r.x + r.width > window.innerWidth + 0.5)
      .map(({ el }) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName),
  );
}

for (const locale of LOCALES) {
  test(`the main pages reflow at 200 % and 400 % zoom (${locale.prefix || '/'})`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `10.93.${testInfo.retry}.${LOCALES.indexOf(locale) + 1}` });
    await registerPlayer(page);
    for (const path of PAGES) {
      const url = `${locale.prefix}${path === '/' && locale.prefix ? '' : path}`;
      await test.step(url, async () => {
        await page.setViewportSize(ZOOMS[0]!.size);
        await page.goto(url);
        await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        for (const { zoom, size } of ZOOMS) {
          await page.setViewportSize(size);
          await expect
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${url}: horizontal scroll at ${zoom}` })
            .toBeLessThanOrEqual(0);
          expect(await offScreenHeaderControls(page), `${url}: header controls off screen at ${zoom}`).toEqual([]);
          await expect(page.getByRole('banner').getByRole('button', { name: locale.menu })).toBeVisible();
        }
      });
    }
    // What the header has no room for is one press away, in the sidebar.
    await page.setViewportSize(ZOOMS[0]!.size);
    await page.getByRole('banner').getByRole('button', { name: locale.menu }).click();
    const sidebar = page.getByRole('dialog', { name: locale.sidebar });
    await expect(sidebar).toBeVisible();
    await expect
      .poll(
        () =>
          sidebar.evaluate(
            (el) => el.scrollHeight <= el.clientHeight || getComputedStyle(el).overflowY === 'auto' || getComputedStyle(el).overflowY === 'scroll',
          ),
        {
          message: 'the sidebar scrolls when it is taller than the zoomed window',
        },
      )
      .toBe(true);
  });
}
