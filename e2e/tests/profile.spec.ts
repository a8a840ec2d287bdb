import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer, signIn } from './helpers';
import { outboxCode } from './outbox';

/**
 * The profile against the real server and database: the personal data settings saved and read
 * back, the password changed and used to sign in again, two-factor sign-in turned on with the code
 * from the development outbox — each test with a fresh player of its own.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.67.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const origin = () => new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`).origin;

const TEXT = {
  uz: {
    prefix: '',
    nav: 'Profil boʻlimlari',
    settings: 'Shaxsiy maʼlumotlar',
    security: 'Xavfsizlik',
    firstName: 'Ism',
    lastName: 'Familiya',
    birthDate: 'Tugʻilgan sana',
    town: 'Shahar',
    save: 'Saqlash',
    saved: 'Maʼlumotlar saqlandi',
    old: 'Joriy parol',
    newPassword: 'Yangi parol',
    repeat: 'Yangi parolni takrorlang',
    passwordTitle: 'Parolni oʻzgartirish',
    change: 'Parolni oʻzgartirish',
    changed: 'Parol oʻzgartirildi',
    twoFactor: 'Ikki bosqichli kirish',
    enable: 'Yoqish',
    code: 'Xabardagi kod',
    confirm: 'Tasdiqlash',
    enabled: 'Ikki bosqichli kirish yoqildi.',
  },
  ru: {
    prefix: '/ru',
    nav: 'Разделы профиля',
    settings: 'Личные данные',
    security: 'Безопасность',
    firstName: 'Имя',
    lastName: 'Фамилия',
    birthDate: 'Дата рождения',
    town: 'Город',
    save: 'Сохранить',
    saved: 'Данные сохранены',
    old: 'Текущий пароль',
    newPassword: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    passwordTitle: 'Смена пароля',
    change: 'Сменить пароль',
    changed: 'Пароль изменён',
    twoFactor: 'Двухфакторная авторизация',
    enable: 'Включить',
    code: 'Код из сообщения',
    confirm: 'Подтвердить',
    enabled: 'Двухфакторная авторизация включена.',
  },
} as const;

/** A labelled field, matched by its whole label (required fields add a hidden " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

const twoFactorCode = (page: Page, login: string) => outboxCode(page.request, login, 'two_factor');

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXT[locale];
  const path = (p: string) => `${t.prefix}${p}`;

  test.describe(`profile (${locale})`, () => {
    test('/profile opens the settings; the data saved are there after a reload', async ({ page }) => {
      const errors = collectPageErrors(page);
      await registerPlayer(page, undefined, { locale, name: `profile-${locale}` });
      await page.goto(path('/profile'));
      await expect(page).toHaveURL(new RegExp(`${path('/profile/settings')}$`));
      const nav = page.getByRole('navigation', { name: t.nav });
      await expect(nav.getByRole('link', { name: t.settings })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: t.security })).toBeVisible();

      await field(page, t.firstName).fill(locale === 'uz' ? 'Dilnoza' : 'Дильноза');
      await field(page, t.lastName).fill(locale === 'uz' ? 'Rahimova' : 'Рахимова');
      await field(page, t.birthDate).fill('14.05.1990');
      await field(page, t.town).fill('Toshkent');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('form', { name: t.settings }).getByRole('status')).toHaveText(t.saved);

      await page.reload();
      await expect(field(page, t.firstName)).toHaveValue(locale === 'uz' ? 'Dilnoza' : 'Дильноза');
      await expect(field(page, t.birthDate)).toHaveValue('14.05.1990');
      await expect(field(page, t.town)).toHaveValue('Toshkent');
      expect(errors).toEqual([]);
    });

    test('sent from another page with from and toastType, saving goes back there with the toast', async ({ page }) => {
      await registerPlayer(page, undefined, { locale, name: `profile-${locale}` });
      await page.goto(path(`/profile/settings?from=${encodeURIComponent('/cashier/withdraw')}&toastType=info`));
      await field(page, t.firstName).fill(locale === 'uz' ? 'Aziz' : 'Азиз');
      await field(page, t.lastName).fill(locale === 'uz' ? 'Karimov' : 'Каримов');
      await field(page, t.birthDate).fill('02.03.1988');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page).toHaveURL(new RegExp(`${path('/cashier/withdraw')}$`));
      // The settings page stays on screen, its own status included, until the cashier's page is ready to replace it.
      const saved = page.getByRole('status').filter({ hasText: t.saved });
      await expect(saved).toHaveCount(1);
      await expect(saved).toBeVisible();
    });

    if (locale === 'ru') return;

    test('the required fields are asked for before anything is sent', async ({ page }) => {
      await registerPlayer(page, undefined, { locale, name: `profile-${locale}` });
      await page.goto(path('/profile/settings'));
      await page.getByRole('button', { name: t.save }).click();
      await expect(field(page, t.firstName)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, t.firstName)).toBeFocused();
    });

    test('the new password signs in; the old one no longer does', async ({ page }) => {
      const player = await registerPlayer(page, undefined, { locale, name: `profile-${locale}` });
      await page.goto(path('/profile/security'));
      await field(page, t.old).fill(player.password);
      await field(page, t.newPassword).fill('newsecret34');
      await field(page, t.repeat).fill('newsecret34');
      const form = page.getByRole('form', { name: t.passwordTitle });
      await form.getByRole('button', { name: t.change }).click();
      await expect(form.getByRole('status')).toContainText(t.changed);

      await page.context().clearCookies();
      await expect(signIn(page, { login: player.login, password: player.password })).rejects.toThrow(/sign-in failed/);
      await signIn(page, { login: player.login, password: 'newsecret34' });
      await page.goto(path('/profile/settings'));
      await expect(field(page, t.firstName)).toBeVisible();
    });

    test('two-factor sign-in turns on with the code from the outbox', async ({ page }) => {
      const player = await registerPlayer(page, undefined, { locale, name: `profile-${locale}` });
      await page.goto(path('/profile/security'));
      const section = page.getByRole('region', { name: t.twoFactor });
      await section.getByRole('button', { name: t.enable }).click();
      const code = await twoFactorCode(page, player.login);
      await field(page, t.code).fill(code);
      await section.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(section.getByRole('status')).toHaveText(t.enabled);
      const info = (await (await page.request.get(`${origin()}/api/account.getInfo?v=2.34&locale=uz`)).json()) as { data: { two_factor_auth: boolean } };
      expect(info.data.two_factor_auth).toBe(true);
    });
  });
}
