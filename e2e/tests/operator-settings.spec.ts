import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** This page (only) gets the operator's settings changed in the content service's answer. */
async function operatorSettings(page: Page, change: Record<string, unknown>): Promise<void> {
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
});
