import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** Spec §9 breakpoints the site is checked at: phone, tablet, laptop, large laptop, desktop. */
const WIDTHS = [375, 768, 992, 1280, 1440] as const;
const LOCALES = [
  { prefix: '', menu: 'Menyuni ochish', sidebar: 'Menyu', gamehall: 'Oʻyinlar zali', close: 'Yopish' },
  { prefix: '/ru', menu: 'Открыть меню', sidebar: 'Меню', gamehall: 'Игровой зал', close: 'Закрыть' },
] as const;

const heading = (p: Page) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/', ready: heading },
  { name: 'gamehall', path: '/gamehall', ready: heading },
  { name: 'game', path: '/game/oltin_rocket', ready: heading },
  { name: 'promotions', path: '/promotions', ready: heading },
  { name: 'offers', path: '/offers', ready: heading },
  { name: 'deposit', path: '/cashier/deposit', ready: heading },
  { name: 'profile-settings', path: '/profile/settings', ready: heading },
];

/** Each test signs in from an address of its own, so the suite leaves the shared sign-in limit alone. */
async function signInAlone(page: Page, testInfo: TestInfo, salt: number): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `10.91.${salt % 250}.${(testInfo.workerIndex % 250) + 1}` });
  await signIn(page);
}

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The header's visible controls (links and buttons on screen), with their boxes. */
function headerControls(page: Page): Promise<Box[]> {
  return page.getByRole('banner').evaluate((header) =>
    Array.from(header.querySelectorAll<HTMLElement>('a[href], button'))
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName, x: r.x, y: r.y, width: r.width, height: r.height };
      })
      // Hidden ones (other widths) and the skip link parked off screen until focused.
      .filter((b) => b.width > 0 && b.height > 0 && b.x + b.width > 0),
  );
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

async function checkLayout(page: Page, width: number): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `horizontal scroll at ${width}px` })
    .toBeLessThanOrEqual(0);
  const controls = await headerControls(page);
  expect(controls.length).toBeGreaterThan(0);
  for (const box of controls) {
    expect(box.x, `${box.name} starts on screen at ${width}px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${box.name} ends on screen at ${width}px`).toBeLessThanOrEqual(width);
  }
  const overlapping = controls.flatMap((a, i) =>
    controls
      .slice(i + 1)
      .filter((b) => overlaps(a, b))
      .map((b) => `${a.name} × ${b.name}`),
  );
  expect(overlapping, `overlapping header controls at ${width}px`).toEqual([]);
  if (width === 375) {
    const small = controls.filter((b) => b.height < 44 || b.width < 44).map((b) => `${b.name} ${Math.round(b.width)}×${Math.round(b.height)}`);
    expect(small, 'touch targets of the header at 375px').toEqual([]);
  }
}

for (const locale of LOCALES) {
  test.describe(`responsive ${locale.prefix || '/'}`, () => {
    PAGES.forEach(({ name, path, ready }, index) => {
      test(`${name} fits every breakpoint`, async ({ page }, testInfo) => {
        await signInAlone(page, testInfo, index + (locale.prefix ? 20 : 0));
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await page.goto(`${locale.prefix}${path === '/' && locale.prefix ? '' : path}`);
        await ready(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await checkLayout(page, width);
          await testInfo.attach(`${name}${locale.prefix.replace('/', '-')}-${width}.png`, { body: await page.screenshot(), contentType: 'image/png' });
        }
      });
    });

    test('guests: the header fits at 375 px and every breakpoint', async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(locale.prefix || '/');
      await heading(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await checkLayout(page, width);
        await testInfo.attach(`guest-home${locale.prefix.replace('/', '-')}-${width}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      }
    });

    test('the sidebar opens at 375 px, takes the player to the game hall and closes', async ({ page }, testInfo) => {
      await signInAlone(page, testInfo, 40 + (locale.prefix ? 1 : 0));
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(locale.prefix || '/');
      await heading(page);
      const menu = page.getByRole('banner').getByRole('button', { name: locale.menu });
      await menu.click();
      const sidebar = page.getByRole('dialog', { name: locale.sidebar });
      await expect(sidebar).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      // The first control has focus; Shift+Tab from it stays inside (wraps to the last).
      await expect(sidebar.getByRole('button', { name: locale.close })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(sidebar.locator(':focus')).toHaveCount(1);
      const small = await sidebar.evaluate((root) =>
        Array.from(root.querySelectorAll<HTMLElement>('a[href], button'))
          .map((el) => ({ name: el.textContent?.trim(), h: el.getBoundingClientRect().height }))
          .filter((b) => b.h < 44),
      );
      expect(small, 'touch targets of the sidebar').toEqual([]);
      await testInfo.attach(`sidebar${locale.prefix.replace('/', '-')}-375.png`, { body: await page.screenshot(), contentType: 'image/png' });
      // Escape closes it and focus goes back to the menu button.
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
      await expect(menu).toBeFocused();
      await menu.click();
      await sidebar.getByRole('link', { name: locale.gamehall }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/gamehall$`));
      await expect(sidebar).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    for (const [orientation, size] of [
      ['portrait', { width: 375, height: 667 }],
      ['landscape', { width: 667, height: 375 }],
    ] as const) {
      test(`the game page is usable on a phone in ${orientation}`, async ({ page }, testInfo) => {
        await page.setViewportSize(size);
        // A guest plays for fun (#demo): without it the demo-mode dialog asks first.
        await page.goto(`${locale.prefix}/game/oltin_rocket#demo`);
        const frame = page.getByTestId('game-frame');
        await expect(frame).toBeVisible();
        await expect(page.frameLocator('[data-testid="game-frame"]').getByRole('button').first()).toBeVisible();
        const box = (await frame.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        expect(box.height).toBeGreaterThanOrEqual(200);
        await checkLayout(page, size.width);
        await testInfo.attach(`game${locale.prefix.replace('/', '-')}-${orientation}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      });
    }
  });
}
