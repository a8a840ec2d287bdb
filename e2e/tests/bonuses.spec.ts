/**
 * Bonuses against the real server, in both languages: a promo code activated on the profile's
 * bonuses page (Uzbek) or on the offers page (Russian) → the bonus appears → activated → a round of
 * a demo game is played with its money → its wagering progress moves → deactivated through the
 * confirm dialog, which says what is forfeited.
 */
import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer } from './helpers';
import { useCode } from './bonus';

const T = {
  uz: {
    prefix: '',
    bonuses: 'Bonuslar',
    promo: 'Promokod',
    check: 'Tekshirish',
    gives: 'BONUS50 promokodi beradi:',
    activateCode: 'Promokodni faollashtirish',
    activated: 'Promokod faollashtirildi',
    close: 'Yopish',
    card: 'BONUS50 promokodi',
    available: 'Faollashtirish mumkin',
    activate: 'Faollashtirish',
    active: 'Faol',
    progress: 'Aylantirish: BONUS50 promokodi',
    spin: 'Aylantirish',
    status: /Yutuq|yutuq yoʻq/,
    used: 'Bu promokod allaqachon faollashtirilgan.',
    deactivate: 'Oʻchirish',
    confirmTitle: 'Bonus oʻchirilsinmi?',
    forfeit: /bonus balansidagi .* yoʻqotiladi/i,
    yes: 'Ha, oʻchirish',
    past: 'Tugaganlar: 1',
    cancelled: 'Bekor qilingan',
  },
  ru: {
    prefix: '/ru',
    bonuses: 'Бонусы',
    promo: 'Промокод',
    check: 'Проверить',
    gives: 'Промокод BONUS50 даёт:',
    activateCode: 'Активировать промокод',
    activated: 'Промокод активирован',
    close: 'Закрыть',
    card: 'Промокод BONUS50',
    available: 'Можно активировать',
    activate: 'Активировать',
    active: 'Активен',
    progress: 'Отыгрыш: Промокод BONUS50',
    spin: 'Крутить',
    status: /Выигрыш|без выигрыша/,
    used: 'Этот промокод уже активирован.',
    deactivate: 'Отключить',
    confirmTitle: 'Отключить бонус?',
    forfeit: /с бонусного баланса сгорят/,
    yes: 'Да, отключить',
    past: 'Завершённые: 1',
    cancelled: 'Отменён',
  },
} as const;

for (const locale of ['uz', 'ru'] as const) {
  const t = T[locale];
  test.describe(`bonuses (${locale})`, () => {
    test('a promo code gives a bonus, activated it pays a game round that moves its wagering; deactivating it asks first', async ({ page }) => {
      const errors = collectPageErrors(page);
      await registerPlayer(page);
      if (locale === 'uz') {
        await page.goto('/profile/bonuses');
        await expect(page.getByRole('heading', { level: 1, name: t.bonuses })).toBeVisible();
        await expect(page.getByRole('navigation').getByRole('link', { name: t.bonuses })).toHaveAttribute('aria-current', 'page');
        const dialog = await useCode(page, t);
        await dialog.getByRole('button', { name: t.close }).click();
        await expect(dialog).toBeHidden();
      } else {
        // The offers page has the field too; the dialog leads to the bonuses.
        await page.goto('/ru/offers');
        const dialog = await useCode(page, t);
        await dialog.getByRole('button', { name: 'Смотреть бонусы' }).click();
        await expect(page).toHaveURL(/\/ru\/profile\/bonuses$/);
      }

      const card = page.getByRole('article', { name: t.card });
      await expect(card.getByText(t.available)).toBeVisible();
      await card.getByRole('button', { name: t.activate, exact: true }).click();
      await expect(card.getByText(t.active, { exact: true })).toBeVisible();
      await expect(card.getByText('50.00 USD').first()).toBeVisible();
      const progress = card.getByRole('progressbar', { name: t.progress });
      await expect(progress).toHaveAttribute('aria-valuetext', '0.00 / 500.00 USD (0%)');
      // The header counts the bonus money in the total.
      await expect(page.getByTestId('header-balance')).toContainText('50.00');

      // A round of a demo game with real money: the bonus money pays it.
      await page.goto(`${t.prefix}/game/oltin_silk_fortune`);
      const game = page.frameLocator('[data-testid="game-frame"]');
      await game.getByRole('button', { name: t.spin }).click();
      await expect(game.getByTestId('game-status')).toHaveText(t.status);

      await page.goto(`${t.prefix}/profile/bonuses`);
      await expect(progress).toHaveAttribute('aria-valuetext', /^1\.00 \/ 500\.00 USD/);

      // Deactivating asks first, in the confirm dialog, and says what is forfeited.
      await card.getByRole('button', { name: t.deactivate }).click();
      const confirm = page.getByRole('dialog', { name: t.confirmTitle });
      await expect(confirm.getByRole('heading', { name: t.confirmTitle })).toBeVisible();
      await expect(confirm.getByText(t.forfeit)).toBeVisible();
      await confirm.getByRole('button', { name: t.yes }).click();
      await expect(confirm).toBeHidden();
      await page.getByText(t.past).click();
      await expect(page.getByRole('article', { name: t.card }).getByText(t.cancelled)).toBeVisible();

      // The code is used: a second try is refused with the §8 message.
      await page.getByRole('textbox', { name: t.promo }).fill('BONUS50');
      await page.getByRole('button', { name: t.check }).click();
      await expect(page.getByText(t.used)).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
