import { expect, test } from './fixtures';
import { signIn, trackRemoteDownloads } from './helpers';

test.describe('signed-in player', () => {
  test('the cashier and profile remotes render for a player', async ({ page }) => {
    const downloads = trackRemoteDownloads(page);
    await signIn(page);
    await page.goto('/cashier/deposit');
    await expect(page.getByRole('heading', { level: 1, name: 'Kassa' })).toBeVisible();
    await page.goto('/ru/profile/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки профиля' })).toBeVisible();
    expect(downloads.has('cashier')).toBe(true);
    expect(downloads.has('profile')).toBe(true);
  });

  test('the header shows the balance (main + bonus + betting bonus)', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await expect(page.getByTestId('header-balance')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2} [A-Z]{3}$/);
  });

  test('inactivity: warning with countdown at 80 %, activity dismisses it, logout at 100 %', async ({ page }) => {
    test.setTimeout(60_000);
    // Ten seconds instead of the server's half hour, for this page only.
    await page.route(/\/api\/metadata\.getgeneralinfo/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { data: { ...body.data, time_to_force_logout: 10 } } });
    });
    await signIn(page);
    await page.goto('/gamehall');
    await expect(page.getByTestId('header-balance')).toBeVisible();

    const warning = page.getByRole('dialog', { name: 'Siz shu yerdamisiz?' });
    await expect(warning).toBeVisible({ timeout: 12_000 });
    await expect(warning.getByRole('timer')).toHaveText(/[12] soniyadan soʻng/);
    await expect(warning.getByRole('button', { name: 'Yopish' })).toHaveCount(0); // not closable

    await page.keyboard.press('Shift');
    await expect(warning).toBeHidden();

    await expect(warning).toBeVisible({ timeout: 12_000 });
    await expect(page.getByRole('link', { name: 'Kirish' })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText('Faolsizlik sababli tizimdan chiqdingiz.')).toBeVisible();
    // The server session is gone too.
    const info = await page.request.get('/api/account.getInfo?v=2.34&locale=uz');
    expect(((await info.json()) as { data: { uid: number } }).data.uid).toBe(0);
  });
});
