import { expect, test } from './fixtures';
import { registerPlayer } from './helpers';
import { api, balance, confirmEmail, origin, paidDeposit } from './money';

/**
 * A first withdrawal and an unpaid payment, as a player meets them: a contact confirmed just now
 * cannot yet receive the code for a new card (the page says from when, and of support, before any
 * bonus question); a card payment started and abandoned takes nothing of the deposit limit and is
 * cancelled from the cashier's history, and one left pending is cancelled from its own page.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.72.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const TEXTS = {
  uz: {
    prefix: '',
    amount: /Summa, USD/,
    card: 'Karta raqami',
    holder: /Karta egasi/,
    withdraw: '30.00 USD ni yechish',
    rule: /Yechishni (\d{2}\.\d{2}\.\d{4}) (\d{1,2}:\d{2}) dan keyin qayta urinib koʻring yoki yordam xizmatiga yozing/,
    support: 'Yordam xizmatiga yozing',
    forfeit: 'Faol bonus yoʻqotiladi',
    deposit: '40.00 USD ga toʻldirish',
    left: /Depozit limitidan qolgan: 50\.00 USD/,
    cancel: /toʻlovni bekor qilish/,
    confirmCancel: 'Ha, bekor qilish',
    cancelled: 'Bekor qilindi',
    leavePending: 'Kutishda qoldirish',
    pendingTitle: 'Toʻlov kutilmoqda',
    lapses: /Toʻlanmasa, \d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2} da oʻzi bekor qilinadi\./,
    cancelHere: 'Toʻlovni bekor qilish',
    cancelledTitle: 'Toʻlov bekor qilindi',
  },
  ru: {
    prefix: '/ru',
    amount: /Сумма, USD/,
    card: 'Номер карты',
    holder: /Владелец карты/,
    withdraw: 'Вывести 30.00 USD',
    rule: /Повторите вывод после (\d{2}\.\d{2}\.\d{4}) (\d{1,2}:\d{2}) или напишите в поддержку/,
    support: 'Написать в поддержку',
    forfeit: 'Активный бонус сгорит',
    deposit: 'Пополнить на 40.00 USD',
    left: /Осталось по лимиту депозитов: 50\.00 USD/,
    cancel: /Отменить платёж/,
    confirmCancel: 'Да, отменить',
    cancelled: 'Отменено',
    leavePending: 'Оставить в ожидании',
    pendingTitle: 'Платёж в обработке',
    lapses: /Если не оплатить, платёж отменится сам в \d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}\./,
    cancelHere: 'Отменить платёж',
    cancelledTitle: 'Платёж отменён',
  },
} as const;

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXTS[locale];

  test(`${locale}: a contact confirmed just now: the rule with its time and the way to support, before any bonus question`, async ({ page }) => {
    const { login } = await registerPlayer(page, undefined, { locale });
    await paidDeposit(page, 50);
    const promo = await page.request.post(api('campaigns.activateOffer', locale), { form: { promo_code: 'bonus50' }, headers: { Origin: origin() } });
    expect(promo.ok()).toBe(true);
    await confirmEmail(page, login, { justNow: true });

    await page.goto(`${t.prefix}/cashier/withdraw`);
    await page.getByRole('textbox', { name: t.amount }).fill('30');
    await page.getByRole('textbox', { name: t.card }).fill('4111111111111111');
    await page.getByRole('textbox', { name: t.holder }).fill('Aziz Karimov');
    const asked = Date.now();
    await page.getByRole('button', { name: t.withdraw }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.rule);
    // The time: about the demo's 15-minute cooling-off from now, in the page's own date and time format.
    const [, date, time] = t.rule.exec((await alert.textContent()) ?? '')!;
    const [dd, mm, yyyy] = date!.split('.').map(Number);
    const [hh, min] = time!.split(':').map(Number);
    const at = new Date(yyyy!, mm! - 1, dd!, hh!, min!).getTime();
    expect(at - asked).toBeGreaterThan(13 * 60_000);
    expect(at - asked).toBeLessThan(17 * 60_000);
    await expect(alert.getByRole('link', { name: t.support })).toHaveAttribute('href', `${t.prefix}/support`);
    // The refusal came instead of the bonus question: nothing of the bonus was asked.
    await expect(page.getByRole('heading', { name: t.forfeit })).toHaveCount(0);
    expect(await balance(page)).toBe(50);

    await alert.getByRole('link', { name: t.support }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/support$`));
  });

  test(`${locale}: an abandoned card payment takes nothing of the deposit limit and is cancelled from the history`, async ({ page }) => {
    await registerPlayer(page, undefined, { locale });
    const limit = await page.request.post(api('account.setDepositLimit', locale), { form: { period: 'day', amount: '50' }, headers: { Origin: origin() } });
    expect(limit.ok()).toBe(true);

    await page.goto(`${t.prefix}/cashier/deposit/visa_mastercard`);
    await expect(page.getByText(t.left)).toBeVisible();
    await page.getByRole('textbox', { name: t.amount }).fill('40');
    await page.getByRole('button', { name: t.deposit }).click();
    await expect(page).toHaveURL(/\/payments\/demo\/checkout\//);
    // Abandoned: the player leaves the provider's page without deciding.
    await page.goto(`${t.prefix}/cashier/deposit/visa_mastercard`);
    await expect(page.getByText(t.left)).toBeVisible();

    await page.goto(`${t.prefix}/cashier/history?tab=deposit`);
    const row = page.getByRole('listitem').filter({ hasText: '40.00 USD' });
    await row.getByRole('button', { name: t.cancel }).click();
    await row.getByRole('button', { name: t.confirmCancel }).click();
    await expect(row).toContainText(t.cancelled);
    await expect(row.getByRole('button', { name: t.cancel })).toHaveCount(0);
    expect(await balance(page)).toBe(0);

    // A payment left pending at the provider: its page says when it lapses, and cancels it.
    await page.goto(`${t.prefix}/cashier/deposit/visa_mastercard`);
    await page.getByRole('textbox', { name: t.amount }).fill('40');
    await page.getByRole('button', { name: t.deposit }).click();
    await page.getByRole('button', { name: t.leavePending }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/cashier/paypending/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: t.pendingTitle })).toBeVisible();
    await expect(page.getByText(t.lapses)).toBeVisible();
    await page.getByRole('button', { name: t.cancelHere }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.cancelledTitle })).toBeVisible();
    await page.goto(`${t.prefix}/cashier/deposit/visa_mastercard`);
    await expect(page.getByText(t.left)).toBeVisible();
  });
}
