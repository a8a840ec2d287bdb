/**
 * Keyboard-only journeys against the real server: signing in, searching and opening a game, a
 * deposit through the demo payment provider, a profile setting and a purchase in the loyalty shop,
 * with Tab, Shift+Tab, Enter, Space and Escape only (and typing into the focused field). At every
 * stop the focused control shows a focus indicator; after a navigation focus is on the new page's
 * heading; a dialog keeps focus inside and gives it back to its opener.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUTH_DIALOG_TITLE, collectPageErrors, registerPlayer, signIn } from './helpers';
import { api, balance, origin } from './money';

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

// A journey is many key presses, each awaited and checked: longer than a clicked test.
test.describe.configure({ timeout: 60_000 });

const MAX_TABS = 80;

/** Whether `target` is the focused element (no waiting: the locator may match nothing yet). */
const isFocused = (target: Locator) => target.evaluateAll((els) => els.some((el) => el === document.activeElement));

/** A short description of the focused element, for failure messages. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page body';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}> "${name}"`;
  });

/** Presses Tab (or Shift+Tab) until `target` has focus; fails clearly after a bounded number of presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = MAX_TABS } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) {
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target} in ${max} presses; focus is on ${await focusedElement(page)}`);
}

/**
 * The focused element matches :focus-visible and an indicator is drawn: an outline or a box shadow
 * on it, or on a close ancestor that draws it for the focus within (a game card around its link).
 */
async function expectFocusVisible(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const draws = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    let indicator = draws(el);
    for (let node = el.parentElement, depth = 0; !indicator && node && depth < 3; node = node.parentElement, depth++) {
      indicator = node.matches(':focus-within') && draws(node);
    }
    return { html: el.outerHTML.slice(0, 160), focusVisible: el.matches(':focus-visible'), indicator };
  });
  expect(focus, 'something has focus').not.toBeNull();
  expect(focus!.focusVisible, `:focus-visible on ${focus!.html}`).toBe(true);
  expect(focus!.indicator, `a visible focus indicator on ${focus!.html}`).toBe(true);
}

/** After a client-side navigation focus is on the new page's main heading. */
async function expectFocusOnHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeFocused();
}

/** Selects what the focused field holds (the keyboard's select-all) and types `text` over it. */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** A fresh player of `locale` (the site follows the account's language), signed in or out again. */
async function playerOf(request: APIRequestContext, locale: 'uz' | 'ru', { signedOut = true } = {}): Promise<{ login: string; password: string }> {
  const login = `keys-${locale}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = 'secret12';
  const registered = await request.post(api('auth.register', locale), {
    form: { login, password, terms: '1', currency: 'USD' },
    headers: { Origin: origin() },
  });
  expect(registered.ok()).toBe(true);
  if (signedOut) await request.post(api('auth.logout', locale), { headers: { Origin: origin() } });
  return { login, password };
}

const T = {
  uz: {
    prefix: '',
    skip: 'Asosiy mazmunga oʻtish',
    signIn: 'Kirish',
    login: 'Elektron pochta yoki telefon',
    password: 'Parol',
    signOut: 'Chiqish',
    close: 'Yopish',
    search: 'Oʻyinlarni qidirish',
    searchbox: 'Oʻyin nomi',
    methods: 'Toʻlov usullari',
    amount: /Summa, USD/,
    depositButton: '40.00 USD ga toʻldirish',
    pay: 'Toʻlash',
    paid: 'Toʻlov muvaffaqiyatli',
    profileNav: 'Profil boʻlimlari',
    settings: 'Shaxsiy maʼlumotlar',
    firstName: 'Ism',
    lastName: 'Familiya',
    birthDate: 'Tugʻilgan sana',
    save: 'Saqlash',
    saved: 'Maʼlumotlar saqlandi',
  },
  ru: {
    prefix: '/ru',
    skip: 'Перейти к содержимому',
    signIn: 'Войти',
    login: 'Электронная почта или телефон',
    password: 'Пароль',
    signOut: 'Выйти',
    close: 'Закрыть',
    search: 'Поиск игр',
    searchbox: 'Название игры',
    methods: 'Способы оплаты',
    amount: /Сумма, USD/,
    depositButton: 'Пополнить на 40.00 USD',
    pay: 'Оплатить',
    paid: 'Платёж прошёл',
    profileNav: 'Разделы профиля',
    settings: 'Личные данные',
    firstName: 'Имя',
    lastName: 'Фамилия',
    birthDate: 'Дата рождения',
    save: 'Сохранить',
    saved: 'Данные сохранены',
  },
} as const;

for (const locale of ['uz', 'ru'] as const) {
  const t = T[locale];
  const path = (p: string) => (locale === 'uz' ? p : p === '/' ? '/ru' : `/ru${p}`);

  test.describe(`keyboard only (${locale})`, () => {
    test('sign in from the header: the popup keeps focus inside, Escape closes it, the player signs in', async ({ page }) => {
      const errors = collectPageErrors(page);
      const player = await playerOf(page.request, locale);
      await page.goto(path('/'));
      const banner = page.getByRole('banner');
      // The page is there to be used: a Tab pressed while the first render is on its way lands before it.
      await expect(banner.getByRole('link', { name: t.signIn, exact: true })).toBeVisible();
      // The first Tab stop is the skip link; it takes focus past the header into the page.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: t.skip })).toBeFocused();
      await expectFocusVisible(page);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement) && main !== document.activeElement)).toBe(true);
      await expectFocusVisible(page);

      const signInLink = banner.getByRole('link', { name: t.signIn, exact: true });
      await tabTo(page, signInLink, { backwards: true });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: AUTH_DIALOG_TITLE[locale] });
      await expect(dialog).toBeVisible();

      // Escape closes the popup and focus goes back to the link that opened it.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(signInLink).toBeFocused();
      await expectFocusVisible(page);

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      const login = dialog.getByRole('textbox', { name: t.login, exact: true });
      await tabTo(page, login);
      await page.keyboard.type(player.login);
      const password = dialog.getByLabel(new RegExp(`^${t.password}( \\*)?$`));
      await tabTo(page, password);
      await page.keyboard.type(player.password);
      // Focus never leaves the open popup: Shift+Tab from its first control comes round to its last.
      const stops = await dialog.evaluate((el) => el.querySelectorAll('a[href], button:not([disabled]), input:not([disabled])').length);
      for (let i = 0; i < stops + 2; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await tabTo(page, password);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(banner.getByRole('button', { name: t.signOut })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('search for a game and open it; focus lands on the game page heading', async ({ page }) => {
      const errors = collectPageErrors(page);
      await playerOf(page.request, locale, { signedOut: false });
      await page.goto(path('/'));
      const searchButton = page.getByRole('banner').getByRole('button', { name: t.search });
      await tabTo(page, searchButton);
      await page.keyboard.press('Space');
      const dialog = page.getByRole('dialog');
      const searchbox = dialog.getByRole('searchbox', { name: t.searchbox });
      await tabTo(page, searchbox);
      await page.keyboard.type('silk fort');
      const result = dialog.getByRole('link', { name: /Silk Fortune/ });
      await tabTo(page, result);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${path('/game/oltin_silk_fortune')}$`));
      await expect(dialog).toBeHidden();
      await expectFocusOnHeading(page, 'Silk Fortune');
      expect(errors).toEqual([]);
    });
  });
}

test.describe('keyboard only: money and settings', () => {
  test('a deposit through the demo provider (uz)', async ({ page }) => {
    const errors = collectPageErrors(page);
    const t = T.uz;
    await registerPlayer(page);
    await page.goto('/cashier/deposit');
    const method = page.getByRole('list', { name: t.methods }).getByRole('link', { name: /Visa \/ Mastercard/ });
    await tabTo(page, method);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cashier\/deposit\/visa_mastercard$/);
    const amount = page.getByRole('textbox', { name: t.amount });
    await tabTo(page, amount);
    await typeOver(page, '40');
    await tabTo(page, page.getByRole('button', { name: t.depositButton }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/payments\/demo\/checkout\//);
    await tabTo(page, page.getByRole('button', { name: t.pay }));
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: t.paid })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('40.00 USD');
    expect(await balance(page)).toBe(40);
    expect(errors).toEqual([]);
  });

  for (const locale of ['uz', 'ru'] as const) {
    const t = T[locale];
    test(`a profile setting saved; the missing fields take focus and tell why (${locale})`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await playerOf(page.request, locale, { signedOut: false });
      await page.goto(`${t.prefix}/profile/settings`);
      const form = page.getByRole('form', { name: t.settings });
      const field = (label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`));
      await tabTo(page, field(t.firstName));
      await typeOver(page, locale === 'uz' ? 'Dilnoza' : 'Дильноза');
      const save = form.getByRole('button', { name: t.save });
      await tabTo(page, save);
      await page.keyboard.press('Space');
      // Not sent: the first missing field has focus, is marked invalid and described by its error.
      const lastName = field(t.lastName);
      await expect(lastName).toBeFocused();
      await expect(lastName).toHaveAttribute('aria-invalid', 'true');
      await expect(lastName).toHaveAccessibleDescription(/.+/);
      await page.keyboard.type(locale === 'uz' ? 'Rahimova' : 'Рахимова');
      await tabTo(page, field(t.birthDate));
      await typeOver(page, '14.05.1990');
      await tabTo(page, save);
      await page.keyboard.press('Space');
      await expect(form.getByRole('status')).toHaveText(t.saved);
      // Back up with Shift+Tab: the field holds the new value.
      await tabTo(page, field(t.firstName), { backwards: true });
      await expect(field(t.firstName)).toHaveValue(locale === 'uz' ? 'Dilnoza' : 'Дильноза');
      expect(errors).toEqual([]);
    });
  }

  test('a purchase in the loyalty shop with one confirmation; Escape closes one, focus comes back (uz)', async ({ page }) => {
    const errors = collectPageErrors(page);
    // The demo player holds points from the seed; the shop's bonus costs 500 of them.
    await signIn(page);
    await page.goto('/loyalty/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Sodiqlik doʻkoni' })).toBeVisible();

    // Too expensive: the insufficient-points dialog closes on Escape and focus goes back to its button.
    const hoodie = page.getByRole('article', { name: 'Silk Fortune xudisi' }).getByRole('button', { name: 'Sotib olish' });
    await tabTo(page, hoodie);
    await page.keyboard.press('Enter');
    const insufficient = page.getByRole('dialog', { name: 'Yetarli yulduz yoʻq' });
    await expect(insufficient).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(insufficient).toBeHidden();
    await expect(hoodie).toBeFocused();

    const buyBonus = page.getByRole('article', { name: '5 USD bonus' }).getByRole('button', { name: 'Sotib olish' });
    await tabTo(page, buyBonus, { backwards: true });
    await page.keyboard.press('Space');
    const confirm = page.getByRole('dialog', { name: /^(Xaridni tasdiqlang|Xarid amalga oshdi)$/ });
    await tabTo(page, confirm.getByRole('button', { name: 'Tasdiqlash' }));
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('status')).toContainText('Profil → Bonuslar boʻlimida faollashtiring');
    await tabTo(page, confirm.getByRole('button', { name: 'Tushunarli' }));
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(buyBonus).toBeFocused();
    await expectFocusVisible(page);
    expect(errors).toEqual([]);
  });
});
