/**
 * Words on the real site, in both languages: the loyalty points are named by the programme's alias
 * with the right plural form after numbers (Russian three forms, Uzbek singular after a numeral),
 * a shop purchase is one confirmation (price and balance after) ending with what happens next, and
 * a wrong e-mail code says it is the e-mail code.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer } from './helpers';
import { paidDeposit } from './money';
import { outboxCode } from './outbox';

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.48.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const T = {
  uz: {
    prefix: '',
    moreStake: 'Stavkani oshirish',
    spin: 'Aylantirish',
    shop: 'Sodiqlik doʻkoni',
    buy: 'Sotib olish',
    spins: '10 bepul aylanish',
    confirmDialog: /^(Xaridni tasdiqlang|Xarid amalga oshdi)$/,
    confirm: 'Tasdiqlash',
    outcome: /bepul aylanishlari bonuslaringizga qoʻshildi\. Ularni Profil → Bonuslar boʻlimida faollashtiring/,
    toBonuses: 'Profil → Bonuslar',
    // A noun after a numeral stays singular in Uzbek.
    points: (n: string) => `${n} yulduz`,
    wrongPlural: 'yulduzlar',
    sendCode: 'Kod yuborish',
    code: /Tasdiqlash kodi/,
    wrongEmailCode: 'Elektron pochtadan kelgan kod notoʻgʻri',
  },
  ru: {
    prefix: '/ru',
    moreStake: 'Увеличить ставку',
    spin: 'Крутить',
    shop: 'Магазин лояльности',
    buy: 'Купить',
    spins: '10 бесплатных вращений',
    confirmDialog: /^(Подтвердите покупку|Покупка совершена)$/,
    confirm: 'Подтвердить',
    outcome: /Бесплатные вращения «10 бесплатных вращений» добавлены в ваши бонусы\. Активируйте их в разделе Профиль → Бонусы/,
    toBonuses: 'Профиль → Бонусы',
    // 100, 300 and 400 take the many form: «звёзд», never «звёзды».
    points: (n: string) => `${n} звёзд`,
    wrongPlural: '00 звёзды',
    sendCode: 'Отправить код',
    code: /Код подтверждения/,
    wrongEmailCode: 'Неверный код из письма на e-mail',
  },
} as const;
type Texts = (typeof T)[keyof typeof T];

/** Real-money spins of 100 USD on the demo slot: one loyalty point per USD staked. */
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
  test.describe(`words (${locale})`, () => {
    test('the shop names the points by the alias in the right plural; a purchase is one confirmation that ends with the next step', async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      await registerPlayer(page, undefined, { locale });
      await paidDeposit(page, 500);
      await playRounds(page, t, 4);

      await page.goto(`${t.prefix}/loyalty/shop`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.shop })).toBeVisible();
      await expect(main.getByText(t.points('400'), { exact: true })).toBeVisible();
      const card = main.getByRole('article', { name: t.spins });
      await expect(card).toContainText(t.points('300'));
      await expect(main).not.toContainText(t.wrongPlural);

      // One confirmation: the product, its price and the balance after it.
      await card.getByRole('button', { name: t.buy }).click();
      const confirm = page.getByRole('dialog', { name: t.confirmDialog });
      await expect(confirm).toContainText(t.spins);
      await expect(confirm).toContainText(t.points('300'));
      await expect(confirm).toContainText(t.points('100'));
      await confirm.getByRole('button', { name: t.confirm }).click();

      // The outcome in place says where the free spins wait, with a link there.
      await expect(confirm.getByRole('status')).toHaveText(t.outcome);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await confirm.getByRole('link', { name: t.toBonuses }).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/profile/bonuses$`));
      await expect(confirm).toBeHidden();
      expect(errors).toEqual([]);
    });

    test('a wrong e-mail code says it is the e-mail code', async ({ page }) => {
      const { login } = await registerPlayer(page, undefined, { locale });
      await page.goto(`${t.prefix}/confirmation?contact=email`);
      await page.getByRole('button', { name: t.sendCode }).click();
      const code = await outboxCode(page.request, login);
      await page.getByRole('textbox', { name: t.code }).fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(page.getByText(t.wrongEmailCode)).toBeVisible();
      await expect(page.getByText(/SMS/)).toHaveCount(0);
    });
  });
}
