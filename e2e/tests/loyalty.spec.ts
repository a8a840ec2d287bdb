/**
 * The loyalty programme against the real server, in both languages: real-money rounds earn points
 * and move the progress to the next level; the shop sells a bonus for points with one confirmation (it shows among the
 * player's bonuses at once) and refuses one too expensive with the insufficient-points dialog;
 * a character chosen through the change and confirm dialogs shows in the profile's loyalty tab.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer } from './helpers';
import { paidDeposit } from './money';

const T = {
  uz: {
    prefix: '',
    standing: 'Sodiqlik darajasi',
    progress: 'Keyingi darajagacha',
    moreStake: 'Stavkani oshirish',
    spin: 'Aylantirish',
    shop: 'Sodiqlik doʻkoni',
    buy: 'Sotib olish',
    bonus: '5 USD bonus',
    hoodie: 'Silk Fortune xudisi',
    confirmDialog: /^(Xaridni tasdiqlang|Xarid amalga oshdi)$/,
    confirm: 'Tasdiqlash',
    granted: /«5 USD bonus» bonuslaringizga qoʻshildi\. Uni Profil → Bonuslar boʻlimida faollashtiring/,
    toBonuses: 'Profil → Bonuslar',
    close: 'Tushunarli',
    insufficientDialog: 'Yetarli yulduz yoʻq',
    missing: '«Silk Fortune xudisi» uchun yana 8,900 yulduz kerak.',
    change: 'Qahramonni almashtirish',
    changeDialog: 'Qahramonni tanlang',
    choose: 'Tanlash',
    characterConfirm: 'Qahramonni tasdiqlang',
    character: 'Sayyoh',
    // Uzbek keeps the noun singular after a number.
    points: (n: string) => `${n} yulduz`,
  },
  ru: {
    prefix: '/ru',
    standing: 'Уровень лояльности',
    progress: 'До следующего уровня',
    moreStake: 'Увеличить ставку',
    spin: 'Крутить',
    shop: 'Магазин лояльности',
    buy: 'Купить',
    bonus: 'Бонус 5 USD',
    hoodie: 'Худи Silk Fortune',
    confirmDialog: /^(Подтвердите покупку|Покупка совершена)$/,
    confirm: 'Подтвердить',
    granted: /«Бонус 5 USD» добавлен в ваши бонусы\. Активируйте его в разделе Профиль → Бонусы/,
    toBonuses: 'Профиль → Бонусы',
    close: 'Понятно',
    insufficientDialog: 'Недостаточно звёзд',
    missing: 'Для «Худи Silk Fortune» не хватает 8,900 звёзд.',
    change: 'Сменить персонажа',
    changeDialog: 'Выберите персонажа',
    choose: 'Выбрать',
    characterConfirm: 'Подтвердите персонажа',
    character: 'Путешественник',
    // 0, 100, 500 and 600 all take the many form.
    points: (n: string) => `${n} звёзд`,
  },
} as const;

type Texts = (typeof T)[keyof typeof T];

/** Plays `rounds` real-money spins of 100 USD on the demo slot. */
async function playRounds(page: Page, t: Texts, rounds: number) {
  await page.goto(`${t.prefix}/game/oltin_silk_fortune`);
  const game = page.frameLocator('[data-testid="game-frame"]');
  const more = game.getByRole('button', { name: t.moreStake });
  await expect(more).toBeVisible();
  while (await more.isEnabled()) await more.click();
  const spin = game.getByRole('button', { name: t.spin });
  for (let i = 0; i < rounds; i++) {
    await spin.click();
    await expect(spin).not.toHaveAttribute('aria-disabled', 'true');
  }
}

for (const locale of ['uz', 'ru'] as const) {
  const t = T[locale];
  test.describe(`loyalty (${locale})`, () => {
    test('rounds earn points and progress; the shop sells a bonus and refuses one too expensive; a new character shows in the profile', async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      await registerPlayer(page);
      await paidDeposit(page, 500);
      await paidDeposit(page, 500);

      await page.goto(`${t.prefix}/loyalty`);
      const standing = page.getByRole('region', { name: t.standing });
      await expect(standing).toContainText(t.points('0'));
      await expect(standing.getByRole('progressbar', { name: t.progress })).toHaveAttribute('aria-valuenow', '0');

      // Six spins of 100 USD at one point per USD: 600 points, 60% of the way to the next level.
      await playRounds(page, t, 6);
      await page.goto(`${t.prefix}/loyalty`);
      await expect(standing).toContainText(t.points('600'));
      await expect(standing.getByRole('progressbar', { name: t.progress })).toHaveAttribute('aria-valuenow', '60');

      // The shop: a bonus for 500 points, bought with one confirmation that ends with the next step.
      await page.goto(`${t.prefix}/loyalty/shop`);
      await expect(page.getByRole('heading', { level: 1, name: t.shop })).toBeVisible();
      await page.getByRole('article', { name: t.bonus }).getByRole('button', { name: t.buy }).click();
      const confirm = page.getByRole('dialog', { name: t.confirmDialog });
      await expect(confirm).toContainText(t.points('500'));
      await confirm.getByRole('button', { name: t.confirm }).click();
      await expect(confirm.getByRole('status')).toHaveText(t.granted);
      await expect(confirm.getByRole('link', { name: t.toBonuses })).toBeVisible();
      await confirm.getByRole('button', { name: t.close }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('main').getByText(t.points('100'))).toBeVisible();

      // Too expensive: the insufficient-points dialog says how many are missing.
      await page.getByRole('article', { name: t.hoodie }).getByRole('button', { name: t.buy }).click();
      const insufficient = page.getByRole('dialog', { name: t.insufficientDialog });
      await expect(insufficient.getByText(t.missing)).toBeVisible();
      await insufficient.getByRole('button', { name: t.close }).click();
      await expect(insufficient).toBeHidden();

      // The bonus is among the player's bonuses at once.
      await page.goto(`${t.prefix}/profile/bonuses`);
      await expect(page.getByRole('article', { name: t.bonus })).toBeVisible();

      // A new character through the change and confirm dialogs, then in the profile's loyalty tab.
      await page.goto(`${t.prefix}/loyalty`);
      await page.getByRole('button', { name: t.change }).click();
      const change = page.getByRole('dialog', { name: t.changeDialog });
      await change.getByRole('radio', { name: t.character }).check();
      await change.getByRole('button', { name: t.choose }).click();
      const characterConfirm = page.getByRole('dialog', { name: t.characterConfirm });
      await characterConfirm.getByRole('button', { name: t.confirm }).click();
      await expect(characterConfirm).toBeHidden();
      await expect(standing).toContainText(t.character);
      await page.goto(`${t.prefix}/profile/loyalty`);
      await expect(page.getByRole('region', { name: t.standing })).toContainText(t.character);
      expect(errors).toEqual([]);
    });
  });
}
