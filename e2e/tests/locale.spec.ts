import { expect, test } from './fixtures';

test.describe('language (spec §2, §4)', () => {
  test('switching keeps the page, persists across reloads and sets <html lang>', async ({ page, context }) => {
    await page.goto('/gamehall');
    await expect(page.getByRole('heading', { level: 1, name: 'Oʻyinlar zali' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Til' }).getByRole('link', { name: 'RU' }).click();
    await expect(page).toHaveURL('/ru/gamehall');
    await expect(page.getByRole('heading', { level: 1, name: 'Игровой зал' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('ru');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

    // An address without prefix now opens in Russian.
    await page.goto('/tournaments');
    await expect(page).toHaveURL('/ru/tournaments');

    await page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'UZ' }).click();
    await expect(page).toHaveURL('/tournaments');
    await page.reload();
    await expect(page).toHaveURL('/tournaments');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  });

  test('a browser speaking Russian gets Russian on its first visit', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/ru');
    await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
    await context.close();
  });
});
