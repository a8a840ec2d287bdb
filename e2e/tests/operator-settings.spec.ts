import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer, signIn } from './helpers';

/**
 * Pages rendered in the browser (`casino_render=browser`): a server-rendered page carries the
 * content service's own settings, and only the browser's request for them is changed here.
 */
async function renderedInBrowser(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'casino_render', value: 'browser', url: test.info().project.use.baseURL! }]);
}

/** This page (only) gets the operator's settings changed in the content service's answer. */
async function operatorSettings(page: Page, change: Record<string, unknown>): Promise<void> {
  await renderedInBrowser(page);
  await page.route('**/nfx/cms-config/*', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, Record<string, unknown>>;
    config['prazer-config'] = { ...config['prazer-config'], ...change };
    await route.fulfill({ response, json: config });
  });
}

test.describe('operator settings of the content service', () => {
  test('the header shows the site name of the content service, the same as og:site_name', async ({ page }) => {
    await page.goto('/ru');
    const ogSiteName = await page.locator('head meta[property="og:site_name"]').getAttribute('content');
    expect(ogSiteName).toBeTruthy();
    await expect(page.getByRole('banner').getByRole('link', { name: ogSiteName!, exact: true })).toBeVisible();
  });

  test('a new site name and logo-less header show at once; a title that is not clickable is no link', async ({ page }) => {
    await operatorSettings(page, { siteName: 'Oltin Saroy', logos: {}, features: { clickableTitle: false } });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Oltin Saroy', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Oltin Saroy' })).toHaveCount(0);
  });

  test('with the auth popup switched off, sign-in and registration are pages', async ({ page }) => {
    await operatorSettings(page, { popups: { authPopupEnabled: false } });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/ru/gamehall');
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/ru\/forms\/sign_in$/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/?show_popup_reg=1');
    await expect(page).toHaveURL(/\/forms\/sign_up$/);
  });

  test("the first paint of a page rendered in the browser is the operator's loader, drawn by the server before any script runs", async ({ page }) => {
    // (A server-rendered page's first paint is its content: server-render.spec.ts.)
    await renderedInBrowser(page);
    // No script runs at all: what shows is the page as the server sent it.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    for (const path of ['/', '/ru/gamehall']) {
      await page.goto(path);
      const loader = page.getByRole('status');
      await expect(loader.getByRole('img', { name: 'Silk Fortune' })).toBeVisible();
      expect(await loader.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  test('the betting notice: on the game pages when switched on, dismissed for good by a guest', async ({ page }) => {
    await operatorSettings(page, { features: { bettingNotice: true } });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Masʼuliyat bilan oʻynang' })).toHaveCount(0);
    await page.goto('/gamehall');
    const notice = page.getByRole('complementary', { name: 'Masʼuliyat bilan oʻynang' });
    await expect(notice).toContainText('18 yoshdan katta');
    await notice.getByRole('button', { name: 'Tushunarli' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Kategoriyalar' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Masʼuliyat bilan oʻynang' })).toHaveCount(0);
  });

  test("a player's dismissal of the betting notice follows them to another device", async ({ page, browser }) => {
    await operatorSettings(page, { features: { bettingNotice: true } });
    const player = await registerPlayer(page);
    await page.goto('/ru/gamehall');
    const notice = page.getByRole('complementary', { name: 'Играйте ответственно' });
    await expect(notice).toContainText('старше 18 лет');
    const stored = page.waitForResponse((r) => r.url().includes('/api/storage.set') && r.ok());
    await notice.getByRole('button', { name: 'Понятно' }).click();
    await stored;

    const other = await browser.newContext();
    const phone = await other.newPage();
    await operatorSettings(phone, { features: { bettingNotice: true } });
    await signIn(phone, player);
    const keys = phone.waitForResponse((r) => r.url().includes('/api/storage.getKeys') && r.ok());
    await phone.goto('/ru/gamehall');
    await keys;
    await expect(phone.getByRole('navigation', { name: 'Категории' })).toBeVisible();
    await expect(phone.getByRole('complementary', { name: 'Играйте ответственно' })).toHaveCount(0);
    // A guest in that browser still gets it: the dismissal was the player's.
    await other.clearCookies();
    await renderedInBrowser(phone);
    await phone.goto('/ru/gamehall');
    await expect(phone.getByRole('complementary', { name: 'Играйте ответственно' })).toBeVisible();
    await other.close();
  });
});
