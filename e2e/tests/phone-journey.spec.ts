import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUTH_DIALOG_TITLE, collectPageErrors, registerPlayer } from './helpers';

/**
 * A player's way on a phone (375×812) and the profile's tabs on a 1366 px desktop, in both
 * languages, against the real server: the header's bell counts a new notification and a guest
 * signs in from the header; a tapped deposit method's form comes into view with focus; a profile
 * page starts with its content (the sections behind one "Profile menu" button); every profile tab
 * is on screen at 1366 px; the footer's responsible-gaming link leads a guest to the public page
 * and its way to the tools, and a signed-in player to the tools themselves.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.48.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 768 };

const TEXT = {
  uz: {
    prefix: '',
    signIn: 'Kirish',
    signUp: 'Roʻyxatdan oʻtish',
    bellOne: 'Bildirishnomalar, 1 ta oʻqilmagan',
    old: 'Joriy parol',
    newPassword: 'Yangi parol',
    repeat: 'Yangi parolni takrorlang',
    passwordTitle: 'Parolni oʻzgartirish',
    change: 'Parolni oʻzgartirish',
    changed: 'Parol oʻzgartirildi',
    notifications: 'Bildirishnomalar',
    nav: 'Profil boʻlimlari',
    menu: 'Profil menyusi',
    security: 'Xavfsizlik',
    methods: 'Toʻlov usullari',
    formTitle: (method: string) => `${method} orqali toʻldirish`,
    footerLink: 'Masʼuliyatli oʻyin',
    publicTitle: 'Masʼuliyatli oʻyin',
    toolLink: 'Kirib sozlash: Depozit limitlari',
    login: 'Elektron pochta yoki telefon',
    password: 'Parol',
    profileTitle: 'Masʼuliyatli oʻyin',
  },
  ru: {
    prefix: '/ru',
    signIn: 'Войти',
    signUp: 'Регистрация',
    bellOne: 'Уведомления, 1 непрочитанное',
    old: 'Текущий пароль',
    newPassword: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    passwordTitle: 'Смена пароля',
    change: 'Сменить пароль',
    changed: 'Пароль изменён',
    notifications: 'Уведомления',
    nav: 'Разделы профиля',
    menu: 'Меню профиля',
    security: 'Безопасность',
    methods: 'Способы оплаты',
    formTitle: (method: string) => `Пополнение через ${method}`,
    footerLink: 'Ответственная игра',
    publicTitle: 'Ответственная игра',
    toolLink: 'Войти и настроить: Лимиты депозитов',
    login: 'Электронная почта или телефон',
    password: 'Пароль',
    profileTitle: 'Ответственная игра',
  },
} as const;

/** A labelled field, matched by its whole label (required fields add a hidden " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXT[locale];
  const path = (p: string) => (p === '/' ? t.prefix || '/' : `${t.prefix}${p}`);

  test.describe(`on a phone (${locale})`, () => {
    test.use({ viewport: PHONE });

    test('a guest sees Sign in and registration in the header, without opening the menu', async ({ page }) => {
      await page.goto(path('/'));
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: t.signIn, exact: true })).toBeInViewport();
      await expect(banner.getByRole('link', { name: t.signUp, exact: true })).toBeInViewport();
      await banner.getByRole('link', { name: t.signIn, exact: true }).click();
      await expect(page.getByRole('dialog', { name: AUTH_DIALOG_TITLE[locale] })).toBeVisible();
    });

    test('a new notification shows in the phone header: the bell with its count', async ({ page }) => {
      const errors = collectPageErrors(page);
      const player = await registerPlayer(page, undefined, { locale, name: `phone-${locale}` });
      await page.goto(path('/profile/security'));
      // The page starts with its content: the sections wait behind one button above it.
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: t.security })).toBeInViewport();
      const menu = page.getByRole('navigation', { name: t.nav }).getByRole('button', { name: new RegExp(`^${t.menu}`) });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: t.nav }).getByRole('link')).toHaveCount(0);

      // The existing way a notification arrives: a password change writes one.
      await field(page, t.old).fill(player.password);
      await field(page, t.newPassword).fill('newsecret34');
      await field(page, t.repeat).fill('newsecret34');
      const form = page.getByRole('form', { name: t.passwordTitle });
      await form.getByRole('button', { name: t.change }).click();
      await expect(form.getByRole('status')).toContainText(t.changed);

      const bell = page.getByRole('banner').getByRole('link', { name: t.bellOne });
      await expect(bell).toBeInViewport();
      await expect(page.getByTestId('notifications-badge')).toHaveText('1');
      await bell.click();
      await expect(page).toHaveURL(new RegExp(`${path('/profile/notification')}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: t.notifications })).toBeInViewport();
      expect(errors).toEqual([]);
    });

    test('the profile menu opens the sections from the keyboard', async ({ page }) => {
      await registerPlayer(page, undefined, { locale, name: `phone-${locale}` });
      await page.goto(path('/profile/settings'));
      const nav = page.getByRole('navigation', { name: t.nav });
      const menu = nav.getByRole('button', { name: new RegExp(`^${t.menu}`) });
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: t.security }).click();
      await expect(page).toHaveURL(new RegExp(`${path('/profile/security')}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: t.security })).toBeInViewport();
      await expect(menu).toHaveAccessibleName(`${t.menu} ${t.security}`);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    test("a tapped deposit method's form comes into view and takes focus", async ({ page }) => {
      await registerPlayer(page, undefined, { locale, name: `phone-${locale}` });
      await page.goto(path('/cashier/deposit'));
      const methods = page.getByRole('list', { name: t.methods }).getByRole('link');
      await expect(methods.first()).toBeVisible();
      // The last method: its form opens furthest below the list.
      const last = methods.last();
      const name = (await last.locator('span').first().textContent())!.trim();
      await last.click();
      const heading = page.getByRole('heading', { level: 2, name: t.formTitle(name) });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      const box = (await heading.boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      // Not under the sticky header.
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    });

    test('the footer link takes a guest to the public page and on to the tools after signing in', async ({ page }) => {
      // A player of its own, signed out: the page's way to the tools signs them in.
      const player = await registerPlayer(page, undefined, { locale, name: `phone-${locale}` });
      await page.context().clearCookies();

      await page.goto(path('/gamehall'));
      await page.getByRole('contentinfo').getByRole('link', { name: t.footerLink }).click();
      await expect(page).toHaveURL(new RegExp(`${path('/responsible-game')}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.publicTitle })).toBeVisible();
      await main.getByRole('link', { name: t.toolLink }).click();
      const dialog = page.getByRole('dialog', { name: AUTH_DIALOG_TITLE[locale] });
      await dialog.getByRole('textbox', { name: t.login, exact: true }).fill(player.login);
      await dialog.getByRole('textbox', { name: t.password, exact: true }).fill(player.password);
      await dialog.getByRole('button', { name: t.signIn, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path('/profile/responsible-game')}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: t.profileTitle })).toBeInViewport();
    });

    test('the footer link takes a signed-in player to the tools in the profile', async ({ page }) => {
      await registerPlayer(page, undefined, { locale, name: `phone-${locale}` });
      await page.goto(path('/gamehall'));
      await page.getByRole('contentinfo').getByRole('link', { name: t.footerLink }).click();
      await expect(page).toHaveURL(new RegExp(`${path('/profile/responsible-game')}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: t.profileTitle })).toBeVisible();
    });
  });

  test(`every profile tab is on screen at 1366 px (${locale})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await registerPlayer(page, undefined, { locale, name: `tabs-${locale}` });
    await page.goto(path('/profile/settings'));
    const nav = page.getByRole('navigation', { name: t.nav });
    const tabs = nav.getByRole('link');
    await expect(tabs.first()).toBeVisible();
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < count; i += 1) await expect(tabs.nth(i), `tab ${i + 1} of ${count}`).toBeInViewport({ ratio: 1 });
    await expect(nav.getByRole('link', { name: t.profileTitle })).toBeInViewport({ ratio: 1 });
    // No menu button on desktops.
    await expect(nav.getByRole('button')).toHaveCount(0);
  });
}
