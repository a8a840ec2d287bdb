import { expect, test } from './fixtures';
import { registerPlayer } from './helpers';

// These suites test the popups and hints themselves: the page answers them from the real server.
test.use({ quietPopups: false });

test.describe('hints for a new player (spec §4)', () => {
  test('a fresh player is asked to deposit and to confirm the e-mail; the hint leads to the code page, and sending the code there hides it for good', async ({
    page,
  }) => {
    await registerPlayer(page);
    await page.goto('/');
    // The campaign popup greets new players first; close it.
    await page.getByRole('dialog').getByRole('button', { name: 'Yopish' }).click();
    const deposit = page.getByRole('region', { name: 'Eslatma' }).filter({ hasText: 'Birinchi depozitni kiriting' });
    const confirm = page.getByRole('region', { name: 'Eslatma' }).filter({ hasText: 'Elektron pochtangizni tasdiqlang' });
    await expect(deposit).toBeVisible();
    await expect(deposit.getByRole('link', { name: 'Hisobni toʻldirish' })).toHaveAttribute('href', '/cashier/deposit');
    await expect(confirm).toBeVisible();

    // A route change may open the campaign popup again: close it whenever it covers the page.
    await page.addLocatorHandler(page.getByRole('dialog'), (dialog) => dialog.getByRole('button', { name: 'Yopish' }).click());
    await confirm.getByRole('link', { name: 'Tasdiqlash' }).click();
    await expect(page).toHaveURL(/\/confirmation\?contact=email&redirectUrl=%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Elektron pochtani tasdiqlash' })).toBeVisible();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Kod yuborish' }).click();
    await expect(page.getByText('Kod elektron pochtangizga yuborildi.')).toBeVisible();

    await page.goto('/');
    await expect(deposit).toBeVisible();
    await expect(confirm).toBeHidden();
  });

  test('ru: the confirm hint leads to /ru/confirmation for the e-mail', async ({ page }) => {
    await registerPlayer(page);
    await page.goto('/ru');
    await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
    const confirm = page.getByRole('region', { name: 'Подсказка' }).filter({ hasText: 'Подтвердите e-mail' });
    await expect(confirm.getByRole('link', { name: 'Подтвердить' })).toHaveAttribute('href', '/ru/confirmation?contact=email&redirectUrl=%2F');
    await confirm.getByRole('link', { name: 'Подтвердить' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Подтверждение e-mail' })).toBeVisible();
  });

  test('the demo player, who deposited long ago, sees no hints', async ({ page }) => {
    const origin = new URL(page.url() === 'about:blank' ? `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}` : page.url()).origin;
    await page.request.post(`${origin}/api/auth.login?v=2.34&locale=uz`, {
      form: { login: 'demo@example.com', password: 'demo1234' },
      headers: { Origin: origin },
    });
    await page.goto('/');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Eslatma' })).toHaveCount(0);
  });
});
