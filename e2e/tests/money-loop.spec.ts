import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { AUTH_DIALOG_TITLE, collectPageErrors } from './helpers';
import { outboxCode } from './outbox';
import { balance, confirmedEarlier, withdrawalCode } from './money';
import { useCode } from './bonus';
import { payoutsCli, runCurrentCashback } from './ops';

/**
 * The whole money loop of one new player against the real server, in both languages: registration
 * and the e-mail confirmed in the browser, a promo code activated and a deposit through the demo
 * provider, a round of a demo game that moves the bonus's wagering, a withdrawal that forfeits the
 * bonus, approved with `pnpm payouts` and paid by the demo payout provider (the cashier's history
 * and the notifications say so), the cashback of the current period run with `pnpm cashback` and
 * taken, and the bet history exported to a CSV holding the round.
 */

// Cashback records are what part of this suite is about: only campaign popups are kept out of the way.
test.use({ quietPopups: false, extraHTTPHeaders: { 'X-Forwarded-For': `10.72.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const CARD = { card_number: '4111 1111 1111 1111', card_holder: 'Aziz Karimov' };

const TEXT = {
  uz: {
    prefix: '',
    signUp: 'Roʻyxatdan oʻtish',
    register: 'Roʻyxatdan oʻtish',
    login: 'Elektron pochta yoki telefon',
    password: 'Parol',
    terms: /Menga 18 yosh/,
    sendCode: 'Kod yuborish',
    confirmCode: /Tasdiqlash kodi/,
    confirm: 'Tasdiqlash',
    confirmed: 'Kontakt tasdiqlandi',
    promo: {
      promo: 'Promokod',
      check: 'Tekshirish',
      gives: 'BONUS50 promokodi beradi:',
      activateCode: 'Promokodni faollashtirish',
      activated: 'Promokod faollashtirildi',
    },
    close: 'Yopish',
    bonusCard: 'BONUS50 promokodi',
    activate: 'Faollashtirish',
    active: 'Faol',
    progress: 'Aylantirish: BONUS50 promokodi',
    amount: /Summa, USD/,
    deposit: '100.00 USD ga toʻldirish',
    pay: 'Toʻlash',
    paid: 'Toʻlov muvaffaqiyatli',
    play: 'Oʻynash',
    moreStake: 'Stavkani oshirish',
    target: 'Pul olish koeffitsienti',
    cardNumber: 'Karta raqami',
    cardHolder: /Karta egasi/,
    withdraw: '60.00 USD ni yechish',
    forfeit: 'Faol bonus yoʻqotiladi',
    forfeitYes: 'Bonusdan voz kechib yechish',
    code: /Xabardagi kod/,
    confirmWithdrawal: 'Yechishni tasdiqlash',
    accepted: 'Soʻrov qabul qilindi',
    receipt: 'Kvitansiya',
    withdrawalPaid: 'Toʻlandi',
    notifications: 'Bildirishnomalar',
    paidTitle: 'Oʻqilmagan: Pul toʻlandi',
    paidText: (id: string) => `№${id} soʻrov boʻyicha 60.00 USD toʻlandi.`,
    approvedText: (id: string) => `№${id} soʻrov (60.00 USD) tasdiqlandi va toʻlovga yuborildi.`,
    popup: 'Sizga keshbek!',
    openCashback: 'Keshbekka oʻtish',
    cashbackActive: 'Olish mumkin',
    take: /^Olish: /,
    takeYes: 'Ha, olish',
    taken: 'Olingan',
    betsNav: 'Tikishlar boʻlimlari',
    exports: 'Yuklab olish',
    submitExport: 'Fayl soʻrash',
    download: /^CSV yuklab olish: .+ davri$/,
  },
  ru: {
    prefix: '/ru',
    signUp: 'Регистрация',
    register: 'Зарегистрироваться',
    login: 'Электронная почта или телефон',
    password: 'Пароль',
    terms: /Мне есть 18 лет/,
    sendCode: 'Отправить код',
    confirmCode: /Код подтверждения/,
    confirm: 'Подтвердить',
    confirmed: 'Контакт подтверждён',
    promo: { promo: 'Промокод', check: 'Проверить', gives: 'Промокод BONUS50 даёт:', activateCode: 'Активировать промокод', activated: 'Промокод активирован' },
    close: 'Закрыть',
    bonusCard: 'Промокод BONUS50',
    activate: 'Активировать',
    active: 'Активен',
    progress: 'Отыгрыш: Промокод BONUS50',
    amount: /Сумма, USD/,
    deposit: 'Пополнить на 100.00 USD',
    pay: 'Оплатить',
    paid: 'Платёж прошёл успешно',
    play: 'Играть',
    moreStake: 'Увеличить ставку',
    target: 'Коэффициент вывода',
    cardNumber: 'Номер карты',
    cardHolder: /Владелец карты/,
    withdraw: 'Вывести 60.00 USD',
    forfeit: 'Активный бонус сгорит',
    forfeitYes: 'Отказаться от бонуса и вывести',
    code: /Код из сообщения/,
    confirmWithdrawal: 'Подтвердить вывод',
    accepted: 'Заявка принята',
    receipt: 'Квитанция',
    withdrawalPaid: 'Выплачено',
    notifications: 'Уведомления',
    paidTitle: 'Непрочитано: Выплата проведена',
    paidText: (id: string) => `По заявке №${id} выплачено 60.00 USD.`,
    approvedText: (id: string) => `Заявка №${id} на 60.00 USD одобрена и отправлена на выплату.`,
    popup: 'Вам кешбэк!',
    openCashback: 'Перейти к кешбэку',
    cashbackActive: 'Можно забрать',
    take: /^Забрать: /,
    takeYes: 'Да, забрать',
    taken: 'Получен',
    betsNav: 'Разделы ставок',
    exports: 'Выгрузка',
    submitExport: 'Запросить файл',
    download: /^Скачать CSV за /,
  },
} as const;

const usd = (amount: number) => `${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} USD`;

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXT[locale];
  const path = (p: string) => `${t.prefix}${p}`;

  test(`${locale}: register → confirm the e-mail → promo code and deposit → play → withdraw → paid → cashback → CSV`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    await page.route(/\/api\/popups\.get\?/, (route) => route.fulfill({ json: { data: { items: [], total: 0 } } }));

    // Registration in the sign-up dialog.
    const login = `loop-${locale}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
    const password = 'secret12';
    await page.goto(path('/'));
    await page.getByRole('banner').getByRole('link', { name: t.signUp }).click();
    const dialog = page.getByRole('dialog', { name: AUTH_DIALOG_TITLE[locale] });
    await dialog.getByRole('textbox', { name: t.login, exact: true }).fill(login);
    await dialog.getByRole('textbox', { name: t.password, exact: true }).fill(password);
    // Dollars chosen: the form would start an e-mail registration in the language's currency.
    await dialog.getByRole('combobox', { name: locale === 'uz' ? /^Valyuta/ : /^Валюта/ }).selectOption('USD');
    await dialog.getByRole('checkbox', { name: t.terms }).check();
    await dialog.getByRole('button', { name: t.register, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('header-balance')).toHaveText('0.00 USD');

    // The e-mail confirmed on the confirmation page, with the code from the development outbox.
    await page.goto(path('/confirmation?contact=email'));
    await page.getByRole('button', { name: t.sendCode }).click();
    const code = await outboxCode(page.request, login);
    await page.getByRole('textbox', { name: t.confirmCode }).fill(code);
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible();
    // As if confirmed days ago, past the cooling-off, so the code for a new card may go there (signing in again would not do).
    await confirmedEarlier(page, login);

    // The promo code on the bonuses page; the bonus activated.
    await page.goto(path('/profile/bonuses'));
    const activated = await useCode(page, t.promo);
    await activated.getByRole('button', { name: t.close }).click();
    const card = page.getByRole('article', { name: t.bonusCard });
    await card.getByRole('button', { name: t.activate, exact: true }).click();
    await expect(card.getByText(t.active, { exact: true })).toBeVisible();
    const progress = card.getByRole('progressbar', { name: t.progress });
    await expect(progress).toHaveAttribute('aria-valuetext', '0.00 / 500.00 USD (0%)');

    // A deposit through the demo provider's page.
    await page.goto(path('/cashier/deposit/visa_mastercard'));
    await page.getByRole('textbox', { name: t.amount }).fill('100');
    await page.getByRole('button', { name: t.deposit }).click();
    await expect(page).toHaveURL(/\/payments\/demo\/checkout\//);
    await page.getByRole('button', { name: t.pay }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.paid })).toBeVisible();
    expect(await balance(page)).toBe(100);

    // A crash round at 20 USD with a 1000× target: all but surely lost, and it counts toward the wagering.
    await page.goto(path('/game/oltin_rocket'));
    const game = page.frameLocator('[data-testid="game-frame"]');
    for (let i = 0; i < 4; i++) await game.getByRole('button', { name: t.moreStake }).click();
    await expect(game.locator('#stake')).toHaveText(/20/);
    await game.getByRole('spinbutton', { name: t.target }).fill('1000');
    await game.getByRole('button', { name: t.play }).click();
    await expect.poll(() => balance(page)).toBeLessThan(100);
    const afterPlay = await balance(page);
    const cashback = Math.floor((100 - afterPlay) * 10 + 1e-6) / 100;
    expect(cashback).toBeGreaterThanOrEqual(1);
    await page.goto(path('/profile/bonuses'));
    await expect(progress).toHaveAttribute('aria-valuetext', /^20\.00 \/ 500\.00 USD/);

    // A withdrawal to a new card: the bonus is forfeited (the player agrees), then the code sent for the card.
    await page.goto(path('/cashier/withdraw'));
    await page.getByRole('textbox', { name: t.amount }).fill('60');
    await page.getByRole('textbox', { name: t.cardNumber }).fill(CARD.card_number);
    await page.getByRole('textbox', { name: t.cardHolder }).fill(CARD.card_holder);
    await page.getByRole('button', { name: t.withdraw }).click();
    await expect(page.getByRole('heading', { name: t.forfeit })).toBeVisible();
    await page.getByRole('button', { name: t.forfeitYes }).click();
    await page.getByRole('textbox', { name: t.code }).fill(await withdrawalCode(page, login));
    await page.getByRole('button', { name: t.confirmWithdrawal }).click();
    await expect(page.getByRole('heading', { name: t.accepted })).toBeVisible();
    const id = /id=(\d+)/.exec((await page.getByRole('link', { name: t.receipt }).getAttribute('href')) ?? '')?.[1] ?? '';
    expect(id).not.toBe('');
    expect(await balance(page)).toBeCloseTo(afterPlay - 60, 2);

    // The operator approves it with the CLI; the demo payout provider pays it a moment later.
    expect(await payoutsCli('approve', id)).toContain(`#${id} approved`);
    await page.goto(path('/cashier/history?tab=withdrawal'));
    const row = page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: `#${id}` });
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText(t.withdrawalPaid, { timeout: 1000 });
    }).toPass({ timeout: 45_000 });
    await expect(row).toContainText('60.00 USD');

    // The notifications say so, with the amount.
    await page.goto(path('/profile/notification'));
    await expect(page.getByRole('heading', { level: 1, name: t.notifications })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.paidTitle })).toBeVisible();
    await expect(page.getByText(t.paidText(id))).toBeVisible();
    await expect(page.getByText(t.approvedText(id))).toBeVisible();

    // The cashback of the current period, run by two operators in the console, greets the player and is taken.
    await runCurrentCashback(browser);
    await page.goto(path('/'));
    const popup = page.getByRole('dialog');
    await expect(popup.getByText(t.popup)).toBeVisible();
    await popup.getByRole('button', { name: t.openCashback }).click();
    await expect(page).toHaveURL(new RegExp(`${path('/profile/cashback')}$`));
    const record = page.getByRole('article').filter({ hasText: usd(cashback) });
    await expect(record.getByText(t.cashbackActive)).toBeVisible();
    const beforeTake = await balance(page);
    await record.getByRole('button', { name: t.take }).click();
    await record.getByRole('button', { name: t.takeYes }).click();
    await expect(record.getByText(t.taken, { exact: true })).toBeVisible();
    await expect.poll(() => balance(page)).toBeCloseTo(beforeTake + cashback, 2);

    // The bet history exported: the CSV holds the round.
    await page.goto(path('/profile/bets/history'));
    await page.getByRole('navigation', { name: t.betsNav }).getByRole('link', { name: t.exports }).click();
    await page.getByRole('button', { name: t.submitExport }).click();
    const link = page.getByRole('link', { name: t.download });
    await expect(link).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const lines = readFileSync((await download.path())!)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines.filter((l) => l.includes(',Oltin Rocket,'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}
