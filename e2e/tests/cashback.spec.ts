import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer } from './helpers';
import { balance, paidDeposit } from './money';
import { runCurrentCashback } from './ops';

/**
 * Cashback end to end against the real server: a player loses real money in a demo game, two
 * operators run the cashback for the current period in the ops console (one asks, another confirms), the unseen-cashback popup leads to
 * /profile/cashback, the player takes it, the balance grows by that amount and the cashier's
 * cashbacks history shows it.
 */

// The popups are what this suite is about: they come from the real server (only campaign popups are kept out of the way).
test.use({ quietPopups: false, extraHTTPHeaders: { 'X-Forwarded-For': `10.67.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const TEXT = {
  uz: {
    play: 'Oʻynash',
    moreStake: 'Stavkani oshirish',
    target: 'Pul olish koeffitsienti',
    popup: 'Sizga keshbek!',
    open: 'Keshbekka oʻtish',
    page: 'Keshbek',
    nav: 'Profil boʻlimlari',
    active: 'Olish mumkin',
    take: /^Olish: /,
    yes: 'Ha, olish',
    paid: 'Olingan',
    title: 'Haftalik keshbek',
    tab: 'Keshbeklar',
  },
  ru: {
    play: 'Играть',
    moreStake: 'Увеличить ставку',
    target: 'Коэффициент вывода',
    popup: 'Вам кешбэк!',
    open: 'Перейти к кешбэку',
    page: 'Кешбэк',
    nav: 'Разделы профиля',
    active: 'Можно забрать',
    take: /^Забрать: /,
    yes: 'Да, забрать',
    paid: 'Получен',
    title: 'Еженедельный кешбэк',
    tab: 'Кешбэки',
  },
} as const;

const money = (amount: number) => `${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} USD`;

for (const locale of ['uz', 'ru'] as const) {
  const prefix = locale === 'uz' ? '' : '/ru';
  const text = TEXT[locale];

  test(`${locale}: lose real money → cashback run by two operators in the ops console → popup → take it on /profile/cashback → balance and cashier history`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    // Campaign popups would queue behind the cashback popup; this suite is not about them.
    await page.route(/\/api\/popups\.get\?/, (route) => route.fulfill({ json: { data: { items: [], total: 0 } } }));
    await registerPlayer(page);
    await paidDeposit(page, 100);

    // A crash round at 20 USD with a 1000× target: the stake is all but surely lost.
    await page.goto(`${prefix}/game/oltin_rocket`);
    const game = page.frameLocator('[data-testid="game-frame"]');
    const more = game.getByRole('button', { name: text.moreStake });
    for (let i = 0; i < 4; i++) await more.click();
    await expect(game.locator('#stake')).toHaveText(/20/);
    await game.getByRole('spinbutton', { name: text.target }).fill('1000');
    await game.getByRole('button', { name: text.play }).click();
    await expect.poll(() => balance(page)).toBeLessThan(100);
    const afterPlay = await balance(page);
    const cashback = Math.floor((100 - afterPlay) * 10 + 1e-6) / 100;
    expect(cashback).toBeGreaterThanOrEqual(1);

    // The period is still running: one operator asks for its run in the console, a second one confirms it.
    await runCurrentCashback(browser);

    // The unseen-cashback popup greets the player and leads to the profile's cashback page.
    await page.goto(`${prefix}/`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(text.popup)).toBeVisible();
    await expect(dialog.getByText(money(cashback), { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: text.open }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile/cashback$`));
    await expect(page.getByRole('heading', { level: 1, name: text.page })).toBeVisible();
    await expect(page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.page })).toHaveAttribute('aria-current', 'page');

    const card = page.getByRole('article').filter({ hasText: money(cashback) });
    await expect(card.getByText(text.active)).toBeVisible();
    // The page with a record on it passes the axe audit too (accessibility.spec.ts sees the empty one).
    const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await card.getByRole('button', { name: text.take }).click();
    await card.getByRole('button', { name: text.yes }).click();
    await expect(card.getByText(text.paid, { exact: true })).toBeVisible();

    // The balance grew by exactly the cashback, in the API and in the header.
    await expect.poll(() => balance(page)).toBeCloseTo(afterPlay + cashback, 2);
    await expect(page.getByTestId('header-balance')).toHaveText(money(afterPlay + cashback));

    // The cashier's cashbacks history shows the credit.
    await page.goto(`${prefix}/cashier/history?tab=cashbacks`);
    await expect(page.getByRole('tab', { name: text.tab })).toHaveAttribute('aria-selected', 'true');
    const row = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: text.title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(money(cashback));
    expect(errors).toEqual([]);
  });
}
