import { expect, test } from './fixtures';

/**
 * Demo mode (spec §2): a guest opening a game with demo play is asked in a dialog to play for fun
 * or to sign in / register for real money — in both languages.
 */
const LOCALES = [
  { prefix: '', fun: 'Qiziqish uchun oʻynash', signIn: 'Kirish', register: 'Roʻyxatdan oʻtish', demo: 'Demo' },
  { prefix: '/ru', fun: 'Играть для развлечения', signIn: 'Войти', register: 'Зарегистрироваться', demo: 'Демо' },
] as const;

for (const l of LOCALES) {
  test(`a guest chooses play for fun or signing in ${l.prefix || '/'}`, async ({ page }) => {
    await page.goto(`${l.prefix}/game/nebula_desert_caravan_deluxe`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: l.signIn })).toBeVisible();
    await expect(dialog.getByRole('button', { name: l.register })).toBeVisible();
    await dialog.getByRole('button', { name: l.fun }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/game/nebula_desert_caravan_deluxe#demo$`));
    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect(game.getByText(l.demo, { exact: true })).toBeVisible();

    // Back without a mode: the dialog asks again, and signing in opens the sign-in dialog.
    await page.goto(`${l.prefix}/game/nebula_desert_caravan_deluxe`);
    await page.getByRole('dialog').getByRole('button', { name: l.signIn }).click();
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  });
}
