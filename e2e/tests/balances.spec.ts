import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer } from './helpers';
import { api, confirmEmail, origin, paidDeposit, withdrawalCode } from './money';

/**
 * Balances that agree, as a player with real money meets them in both languages: a bonus
 * activated → the header shows the total with real and bonus money apart (on a phone: "with
 * bonus", the parts in the menu), and the cashier's withdrawable amount is the real part; a
 * withdrawal requested → the header and the withdrawable amount change together, without a
 * reload; money moved elsewhere (a deposit paid from another device) → both follow again.
 */

const PHONE = { width: 375, height: 812 };
const CARD = { number: '4111 1111 1111 1111', holder: 'Aziz Karimov' };

const TEXT = {
  uz: {
    prefix: '',
    balance: 'Balans',
    withBonus: 'bonus bilan',
    real: (amount: string) => `Haqiqiy ${amount}`,
    bonus: (amount: string) => `Bonus ${amount}`,
    realMoney: /Haqiqiy pul/,
    bonusMoney: /Bonus pul/,
    card: 'BONUS50 promokodi',
    activate: 'Faollashtirish',
    active: 'Faol',
    available: 'Yechish mumkin:',
    amount: /Summa, USD/,
    cardNumber: 'Karta raqami',
    cardHolder: /Karta egasi/,
    submit: (amount: string) => `${amount} ni yechish`,
    forfeit: 'Faol bonus yoʻqotiladi',
    giveUp: 'Bonusdan voz kechib yechish',
    code: /Xabardagi kod/,
    confirm: 'Yechishni tasdiqlash',
    done: 'Soʻrov qabul qilindi',
    pending: 'Kutilayotgan yechimlar: 1',
    menu: 'Menyuni ochish',
    sidebar: 'Menyu',
  },
  ru: {
    prefix: '/ru',
    balance: 'Баланс',
    withBonus: 'с бонусом',
    real: (amount: string) => `Реальные ${amount}`,
    bonus: (amount: string) => `Бонусные ${amount}`,
    realMoney: /Реальные деньги/,
    bonusMoney: /Бонусные деньги/,
    card: 'Промокод BONUS50',
    activate: 'Активировать',
    active: 'Активен',
    available: 'Доступно к выводу:',
    amount: /Сумма, USD/,
    cardNumber: 'Номер карты',
    cardHolder: /Владелец карты/,
    submit: (amount: string) => `Вывести ${amount}`,
    forfeit: 'Активный бонус сгорит',
    giveUp: 'Отказаться от бонуса и вывести',
    code: /Код из сообщения/,
    confirm: 'Подтвердить вывод',
    done: 'Заявка принята',
    pending: 'Выводов в обработке: 1',
    menu: 'Открыть меню',
    sidebar: 'Меню',
  },
} as const;

type Texts = (typeof TEXT)[keyof typeof TEXT];

/** A player with a confirmed e-mail (past the withdrawal cooling-off), 100 USD paid in and the BONUS50 promo code's bonus waiting. */
async function playerWithMoneyAndBonus(page: Page, locale: 'uz' | 'ru') {
  const player = await registerPlayer(page, undefined, { locale, name: `balances-${locale}` });
  await confirmEmail(page, player.login);
  await paidDeposit(page, 100);
  const promo = await page.request.post(api('campaigns.activateOffer', locale), { form: { promo_code: 'bonus50' }, headers: { Origin: origin() } });
  expect(promo.ok()).toBe(true);
  return player;
}

/** Activates the waiting bonus on the profile's bonuses page, as the player does. */
async function activateBonus(page: Page, t: Texts) {
  await page.goto(`${t.prefix}/profile/bonuses`);
  const card = page.getByRole('article', { name: t.card });
  await card.getByRole('button', { name: t.activate, exact: true }).click();
  await expect(card.getByText(t.active, { exact: true })).toBeVisible();
}

/** Asks for a withdrawal of 60 USD to a new card on the page shown: gives up the bonus, then the code for new details. */
async function withdraw60(page: Page, t: Texts, login: string) {
  await page.getByRole('textbox', { name: t.amount }).fill('60');
  await page.getByRole('textbox', { name: t.cardNumber }).fill(CARD.number);
  await page.getByRole('textbox', { name: t.cardHolder }).fill(CARD.holder);
  await page.getByRole('button', { name: t.submit('60.00 USD') }).click();
  await expect(page.getByRole('heading', { name: t.forfeit })).toBeVisible();
  await page.getByRole('button', { name: t.giveUp }).click();
  await page.getByRole('textbox', { name: t.code }).fill(await withdrawalCode(page, login));
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
}

/** Serious or critical axe violations (WCAG 2.2 AA, label in name included) in the page's header. */
async function headerViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('header')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A mark on the page's window: still there, the page was not loaded again. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { balancesMark?: number }).balancesMark = 1));
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { balancesMark?: number }).balancesMark === 1);

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXT[locale];

  test.describe(`balances that agree (${locale})`, () => {
    // Registration, a payment, a bonus, a withdrawal with its code and the periodic balance: longer than one page.
    test.describe.configure({ timeout: 120_000 });

    test('the header shows real and bonus money apart, the cashier withdraws the real part, and both follow every money move', async ({ page }) => {
      const errors = collectPageErrors(page);
      const player = await playerWithMoneyAndBonus(page, locale);
      await activateBonus(page, t);

      // The total holds the bonus: the header shows what it is made of, and says it in the link's name.
      const header = page.getByRole('banner');
      await expect(header.getByTestId('header-balance')).toHaveText('150.00 USD');
      await expect(header.getByTestId('header-balance-real')).toHaveText(t.real('100.00'));
      await expect(header.getByTestId('header-balance-bonus')).toHaveText(t.bonus('50.00'));
      await expect(header.getByTestId('header-balance-real')).toBeVisible();
      const link = header.getByRole('link', { name: new RegExp(`^${t.balance} 150\\.00 USD`) });
      await expect(link).toHaveAccessibleName(new RegExp(`${t.real('100\\.00')}.*${t.bonus('50\\.00')}`));
      expect(await headerViolations(page)).toEqual([]);

      // The cashier's withdrawable amount is the real part.
      await page.goto(`${t.prefix}/cashier/withdraw`);
      const available = page.getByText(t.available);
      await expect(available).toContainText('100.00 USD');
      await markPage(page);

      // A withdrawal (giving up the bonus): the header and the withdrawable amount change together.
      await withdraw60(page, t, player.login);
      await expect(header.getByTestId('header-balance')).toHaveText('40.00 USD');
      await expect(header.getByTestId('header-balance-bonus')).toHaveCount(0);
      await expect(available).toContainText('40.00 USD');
      await expect(page.getByRole('link', { name: t.pending })).toBeVisible();

      // Money paid in from another device: the periodic balance brings it, and the cashier follows the header.
      await paidDeposit(page, 20);
      await expect(header.getByTestId('header-balance')).toHaveText('60.00 USD', { timeout: 20_000 });
      await expect(available).toContainText('60.00 USD');
      expect(await samePage(page)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('balances that agree on a phone (uz)', () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: 120_000 });
  const t = TEXT.uz;

  test('the header says the total holds a bonus, the menu shows the parts; a withdrawal moves the header and the cashier together', async ({ page }) => {
    const errors = collectPageErrors(page);
    const player = await playerWithMoneyAndBonus(page, 'uz');
    await activateBonus(page, t);

    const header = page.getByRole('banner');
    await expect(header.getByTestId('header-balance')).toHaveText('150.00 USD');
    const link = header.getByRole('link', { name: /^Balans 150\.00 USD/ });
    await expect(link).toContainText(t.withBonus);
    await expect(link).toHaveAccessibleName(/bonus bilan.*Haqiqiy 100\.00.*Bonus 50\.00/);
    await expect(link).toBeInViewport();
    expect(await headerViolations(page)).toEqual([]);

    // The menu lists the parts: real money (withdrawable) and bonus money.
    await header.getByRole('button', { name: t.menu }).click();
    const sidebar = page.getByRole('dialog', { name: t.sidebar });
    await expect(sidebar.getByRole('term').filter({ hasText: t.realMoney })).toBeVisible();
    await expect(sidebar.getByRole('definition').first()).toHaveText('100.00 USD');
    await expect(sidebar.getByRole('term').filter({ hasText: t.bonusMoney })).toBeVisible();
    await expect(sidebar.getByRole('definition').nth(1)).toHaveText('50.00 USD');
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    await page.goto('/cashier/withdraw');
    const available = page.getByText(t.available);
    await expect(available).toContainText('100.00 USD');
    await markPage(page);
    await withdraw60(page, t, player.login);
    await expect(header.getByTestId('header-balance')).toHaveText('40.00 USD');
    await expect(header.getByRole('link', { name: /^Balans 40\.00 USD$/ })).not.toContainText(t.withBonus);
    await expect(available).toContainText('40.00 USD');
    expect(await samePage(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
