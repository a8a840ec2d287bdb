import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUTH_DIALOG_TITLE, collectPageErrors, registerPlayer } from './helpers';
import { fund } from './ops';

/**
 * Responsible gaming against the real server and database, in both languages, each test with a
 * fresh player: a 24-hour time-out signs the player out, and signing in again is refused with
 * the user block page and its end; the reality check comes after the chosen interval (the page's
 * clock is moved on) with the time played and the net result of real money.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.58.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const origin = () => new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`).origin;

const TEXT = {
  uz: {
    prefix: '',
    nav: 'Profil boʻlimlari',
    tab: 'Masʼuliyatli oʻyin',
    title: 'Masʼuliyatli oʻyin',
    limits: 'Depozit limitlari',
    realityCheck: 'Oʻyin vaqti eslatmasi',
    interval: 'Eslatma oraligʻi',
    every15: 'Har 15 daqiqada',
    save: 'Saqlash',
    saved: 'Eslatma saqlandi.',
    day: '24 soat',
    next: 'Davom etish',
    confirmTitle: 'Tanaffusni tasdiqlang',
    final: 'Buni saytda bekor qilib yoki qisqartirib boʻlmaydi — faqat uzaytirish mumkin.',
    yes: 'Ha, tasdiqlayman',
    signIn: 'Kirish',
    login: 'Elektron pochta yoki telefon',
    password: 'Parol',
    blockTitle: 'Oʻyindan tanaffus',
    support: 'Yordam',
    check: 'Oʻyin vaqti eslatmasi',
    played: 'Siz 15 daqiqadan beri oʻynayapsiz.',
    keepPlaying: 'Oʻyinni davom ettirish',
  },
  ru: {
    prefix: '/ru',
    nav: 'Разделы профиля',
    tab: 'Ответственная игра',
    title: 'Ответственная игра',
    limits: 'Лимиты депозитов',
    realityCheck: 'Напоминание о времени игры',
    interval: 'Как часто напоминать',
    every15: 'Каждые 15 минут',
    save: 'Сохранить',
    saved: 'Напоминание сохранено.',
    day: '24 часа',
    next: 'Продолжить',
    confirmTitle: 'Подтвердите перерыв',
    final: 'Это нельзя отменить или сократить на сайте — только продлить.',
    yes: 'Да, подтверждаю',
    signIn: 'Войти',
    login: 'Электронная почта или телефон',
    password: 'Пароль',
    blockTitle: 'Перерыв в игре',
    support: 'В поддержку',
    check: 'Напоминание о времени игры',
    played: 'Вы играете уже 15 минут.',
    keepPlaying: 'Продолжить игру',
  },
} as const;

/** An amount as the site writes it (spec §9): comma thousands, 2 decimals, the currency. */
const money = (amount: number, currency: string) =>
  `${amount < 0 ? '-' : ''}${Math.abs(amount)
    .toFixed(2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${currency}`;

const field = (scope: Locator | Page, name: string) => scope.getByRole('textbox', { name, exact: true });

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXT[locale];

  test.describe(`responsible gaming (${locale})`, () => {
    test('a 24-hour time-out signs the player out; signing in again shows the user block page with its end', async ({ page }) => {
      const errors = collectPageErrors(page);
      const player = await registerPlayer(page);
      await page.goto(`${t.prefix}/profile/responsible-game`);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.tab })).toHaveAttribute('aria-current', 'page');
      // The cashier's deposit limits, embedded through its slot.
      await expect(page.getByRole('heading', { name: t.limits })).toBeVisible();

      await page.getByRole('radio', { name: t.day }).check();
      await page.getByRole('button', { name: t.next }).click();
      const confirm = page.getByRole('dialog', { name: t.confirmTitle });
      await expect(confirm.getByRole('heading', { name: t.confirmTitle })).toBeVisible();
      await expect(confirm.getByText(t.final)).toBeVisible();
      await confirm.getByRole('button', { name: t.yes }).click();

      // Signed out here too, on the home page.
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: t.signIn, exact: true })).toBeVisible();
      await expect(page).toHaveURL(`${origin()}${t.prefix || '/'}`);
      const info = (await (await page.request.get(`${origin()}/api/account.getInfo?v=2.34&locale=${locale}`)).json()) as { data: { uid: number } };
      expect(info.data.uid).toBe(0);

      await banner.getByRole('link', { name: t.signIn, exact: true }).click();
      const auth = page.getByRole('dialog', { name: AUTH_DIALOG_TITLE[locale] });
      await field(auth, t.login).fill(player.login);
      await field(auth, t.password).fill(player.password);
      await auth.getByRole('button', { name: t.signIn, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`${t.prefix}/user-block$`));
      await expect(page.getByRole('heading', { level: 1, name: t.blockTitle })).toBeVisible();
      const until = new Date(Date.now() + 24 * 3600 * 1000);
      const day = `${String(until.getDate()).padStart(2, '0')}.${String(until.getMonth() + 1).padStart(2, '0')}.${until.getFullYear()}`;
      await expect(page.getByRole('main')).toContainText(day);
      await expect(page.getByRole('main').getByRole('link', { name: t.support })).toHaveAttribute('href', `${t.prefix}/support`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('the reality check comes after the chosen interval with the time played and the net result', async ({ page }) => {
      // The page's timers are ours to run.
      await page.clock.install();
      const player = await registerPlayer(page);
      await fund(page, player.uid);
      await page.goto(`${t.prefix}/profile/responsible-game`);
      const section = page.getByRole('region', { name: t.realityCheck });
      await section.getByRole('combobox', { name: t.interval }).selectOption({ label: t.every15 });
      // The page reads the new interval again once it is saved, and only then sets its timer.
      const reread = page.waitForResponse((r) => r.url().includes('/api/account.getRealityCheck') && r.request().method() === 'GET');
      await section.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
      await reread;
      // The timer is set in an effect after the render the answer brings: a frame, then a task.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

      const summary = (await (await page.request.get(`${origin()}/api/account.getRealityCheck?v=2.34&locale=${locale}`)).json()) as {
        data: { net: { amount: number; currency: string }; total_won: { amount: number } };
      };
      expect(summary.data.total_won.amount).toBeGreaterThan(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.clock.fastForward('15:00');
      const dialog = page.getByRole('dialog', { name: t.check });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.played);
      await expect(dialog).toContainText(money(summary.data.net.amount, summary.data.net.currency));
      await dialog.getByRole('button', { name: t.keepPlaying }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
