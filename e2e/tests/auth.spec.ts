import { createHmac } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUTH_DIALOG_TITLE, collectPageErrors, DEMO_PLAYER } from './helpers';
import { fromOutbox, lastOutboxId } from './outbox';

/**
 * Sign-in and registration against the real server and database, in both languages: the auth
 * popup, two-factor codes from the development outbox, registration with a promo code, the guest
 * guard's redirectUrl round trip, popups by query, social login through the development provider
 * and Telegram mini-app registration.
 */

const TEXT = {
  uz: {
    prefix: '',
    signIn: 'Kirish',
    tab: 'Kirish',
    signUp: 'Roʻyxatdan oʻtish',
    register: 'Roʻyxatdan oʻtish',
    signOut: 'Chiqish',
    login: 'Elektron pochta yoki telefon',
    password: 'Parol',
    code: 'Kod',
    confirm: 'Tasdiqlash',
    twoFactor: 'Tasdiqlash kodi',
    close: 'Yopish',
    terms: /Menga 18 yosh/,
    currency: 'Valyuta',
    promo: 'Promokod',
    promoActivated: 'SILK promokodi faollashtirildi.',
    wrongCredentials: 'Login yoki parol notoʻgʻri.',
    profile: 'Profil sozlamalari',
    cashier: 'Kassa',
    complete: 'Roʻyxatdan oʻtishni yakunlang',
    completeSubmit: 'Yakunlash',
    social: 'Dev ID orqali davom etish',
    telegram: 'Telegram orqali roʻyxatdan oʻtish',
  },
  ru: {
    prefix: '/ru',
    signIn: 'Войти',
    tab: 'Вход',
    signUp: 'Регистрация',
    register: 'Зарегистрироваться',
    signOut: 'Выйти',
    login: 'Электронная почта или телефон',
    password: 'Пароль',
    code: 'Код',
    confirm: 'Подтвердить',
    twoFactor: 'Код подтверждения',
    close: 'Закрыть',
    terms: /Мне есть 18 лет/,
    currency: 'Валюта',
    promo: 'Промокод',
    promoActivated: 'Промокод SILK активирован.',
    wrongCredentials: 'Неверный логин или пароль.',
    profile: 'Настройки профиля',
    cashier: 'Касса',
    complete: 'Завершите регистрацию',
    completeSubmit: 'Завершить',
    social: 'Продолжить через Dev ID',
    telegram: 'Зарегистрироваться через Telegram',
  },
} as const;

type Locale = keyof typeof TEXT;

const origin = () => new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`).origin;
const unique = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

async function api(request: APIRequestContext, method: string, form: Record<string, string> = {}, locale: Locale = 'uz') {
  const response = await request.post(`${origin()}/api/${method}?v=2.34&locale=${locale}`, { form, headers: { Origin: origin() } });
  return (await response.json()) as { data?: unknown; error?: { type: string; message: string; fields?: Record<string, unknown> } };
}

/** The newest 6-digit code the development outbox holds for `recipient` and `purpose`, newer than `afterId`. */
async function codeFromOutbox(request: APIRequestContext, recipient: string, purpose: string, afterId = 0): Promise<{ code: string; id: number }> {
  const { value, id } = await fromOutbox(request, recipient, { purpose, afterId });
  return { code: value, id };
}

/**
 * A new player of `locale`, signed out again. (The site follows the account's language after
 * sign-in, so each language signs in its own players.)
 */
async function newPlayer(request: APIRequestContext, locale: Locale): Promise<{ login: string; password: string }> {
  const login = unique(`player-${locale}`);
  const password = 'secret12';
  expect((await api(request, 'auth.register', { login, password, terms: '1' }, locale)).data).toBeTruthy();
  await api(request, 'auth.logout');
  return { login, password };
}

/** A new player with two-factor sign-in on, signed out again (all through the real API). */
async function playerWithTwoFactor(request: APIRequestContext, locale: Locale): Promise<{ login: string; password: string }> {
  const login = unique(`twofactor-${locale}`);
  const password = 'secret12';
  expect((await api(request, 'auth.register', { login, password, terms: '1' }, locale)).data).toBeTruthy();
  expect((await api(request, 'account.changeTwoFactorAuth', { enable: '1' })).data).toEqual({ resend_time: 60 });
  const { code } = await codeFromOutbox(request, login, 'two_factor');
  expect((await api(request, 'account.confirmTwoFactorAuth', { code })).data).toBe(1);
  await api(request, 'auth.logout');
  return { login, password };
}

/**
 * A player made by a sign-in through the development provider (the browser's redirects followed
 * by hand), registration completed, two-factor on, signed out again.
 */
async function socialPlayerWithTwoFactor(request: APIRequestContext, locale: Locale): Promise<string> {
  const email = unique(`social2fa-${locale}`);
  const noFollow = { maxRedirects: 0 };
  const init = await request.get(
    `${origin()}/oauth/init?${new URLSearchParams({ service: 'dev', redirect_url: '/', type_auth: 'registration', locale })}`,
    noFollow,
  );
  const consent = new URL(init.headers().location!, origin());
  const decided = await request.post(`${origin()}/oauth/dev/authorize`, {
    form: { ...Object.fromEntries(consent.searchParams), email, decision: 'allow' },
    ...noFollow,
  });
  const callback = new URL(decided.headers().location!, origin());
  const done = await request.get(`${origin()}${callback.pathname}${callback.search}`, noFollow);
  expect(new URL(done.headers().location!, origin()).searchParams.get('social_auth')).toBe('register');
  expect((await api(request, 'auth.completeRegistration', { currency: 'UZS', terms: '1' }, locale)).data).toBeTruthy();
  expect((await api(request, 'account.changeTwoFactorAuth', { enable: '1' })).data).toEqual({ resend_time: 60 });
  const { code } = await codeFromOutbox(request, email, 'two_factor');
  expect((await api(request, 'account.confirmTwoFactorAuth', { code })).data).toBe(1);
  await api(request, 'auth.logout');
  return email;
}

const authDialog = (page: Page, locale: Locale) => page.getByRole('dialog', { name: AUTH_DIALOG_TITLE[locale] });
/** A text field or select by its accessible name (the label without its required mark). */
const field = (scope: Locator | Page, name: string) => scope.getByRole('textbox', { name, exact: true }).or(scope.getByRole('combobox', { name, exact: true }));

async function fillSignIn(dialog: Locator, locale: Locale, login: string, password: string) {
  await field(dialog, TEXT[locale].login).fill(login);
  await field(dialog, TEXT[locale].password).fill(password);
  await dialog.getByRole('button', { name: TEXT[locale].signIn, exact: true }).click();
}

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXT[locale];
  const path = (p: string) => (locale === 'uz' ? p : p === '/' ? '/ru' : `/ru${p}`);

  test.describe(`sign-in and registration (${locale})`, () => {
    test('the header opens the sign-in popup; wrong credentials are explained; the player signs in and out', async ({ page }) => {
      const errors = collectPageErrors(page);
      const player = locale === 'uz' ? DEMO_PLAYER : await newPlayer(page.request, locale);
      await page.goto(path('/gamehall'));
      await page.getByRole('banner').getByRole('link', { name: t.signIn, exact: true }).click();
      const dialog = authDialog(page, locale);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('tab', { name: t.tab })).toHaveAttribute('aria-selected', 'true');
      await expect(field(dialog, t.login)).toBeFocused();

      await fillSignIn(dialog, locale, player.login, 'wrong-password');
      await expect(dialog.getByRole('alert')).toHaveText(t.wrongCredentials);

      await field(dialog, t.password).fill(player.password);
      await field(dialog, t.password).press('Enter');
      await expect(dialog).toBeHidden();
      // After sign-in the player goes to the home page of the language, with the balance in the header.
      await expect(page).toHaveURL(path('/'));
      await expect(page.getByTestId('header-balance')).toBeVisible();
      expect(errors).toEqual([]);

      await page.getByRole('button', { name: t.signOut }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: t.signIn, exact: true })).toBeVisible();
    });

    test('two-factor sign-in: the code step takes the code from the outbox', async ({ page }) => {
      const player = await playerWithTwoFactor(page.request, locale);
      const before = await lastOutboxId(page.request);
      await page.goto(path('/?show_popup_auth=1'));
      const dialog = authDialog(page, locale);
      await fillSignIn(dialog, locale, player.login, player.password);
      await expect(dialog.getByRole('heading', { name: t.twoFactor })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /1:00|0:5\d/ })).toBeDisabled();

      await field(dialog, t.code).fill('000000');
      await dialog.getByRole('button', { name: t.confirm }).click();
      await expect(field(dialog, t.code)).toHaveAttribute('aria-invalid', 'true');

      const { code } = await codeFromOutbox(page.request, player.login, 'login', before);
      await field(dialog, t.code).fill(code);
      await dialog.getByRole('button', { name: t.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('header-balance')).toBeVisible();
      const info = (await (await page.request.get(`${origin()}/api/account.getInfo?v=2.34&locale=${locale}`)).json()) as { data: { login: string } };
      expect(info.data.login).toBe(player.login);
    });

    test('registration with the promo code of the address: activated, page marked register=success', async ({ page }) => {
      const login = unique(`promo-${locale}`);
      await page.goto(path('/offers?promo_code=OTHER&promo_code=SILK'));
      await page.getByRole('banner').getByRole('link', { name: t.signUp }).click();
      const dialog = authDialog(page, locale);
      await expect(field(dialog, t.promo)).toHaveValue('SILK');
      await field(dialog, t.login).fill(login);
      await field(dialog, t.password).fill('secret12');
      await field(dialog, t.currency).selectOption('EUR');
      await dialog.getByRole('checkbox', { name: t.terms }).check();
      await dialog.getByRole('button', { name: t.register, exact: true }).click();

      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/register=success/);
      await expect(page.getByText(t.promoActivated)).toBeVisible();
      await expect(page.getByTestId('header-balance')).toContainText('EUR');
      // The server holds the activation: a second one is refused.
      const again = await api(page.request, 'campaigns.activateOffer', { promo_code: 'SILK' }, locale);
      expect(again.error?.fields).toEqual({ promo_code: ['promo_code_already_activated'] });
    });

    test('guest guard round trip: sent home with redirectUrl, the sign-in popup opens, after sign-in the page opens', async ({ page }) => {
      await page.goto(path('/cashier/deposit?amount=50'));
      await expect(page).toHaveURL(`${path('/')}?redirectUrl=${encodeURIComponent(path('/cashier/deposit?amount=50'))}`);
      const dialog = authDialog(page, locale);
      await expect(dialog).toBeVisible();
      const player = locale === 'uz' ? DEMO_PLAYER : await newPlayer(page.request, locale);
      await fillSignIn(dialog, locale, player.login, player.password);
      await expect(page).toHaveURL(path('/cashier/deposit?amount=50'));
      await expect(page.getByRole('heading', { level: 1, name: t.cashier })).toBeVisible();
    });

    test('popups by query: closing removes the flags; prevent_close=1 cannot be closed; show_popup_reg is remembered', async ({ page }) => {
      await page.goto(path('/gamehall?show_popup_auth=1&category=slot'));
      const dialog = authDialog(page, locale);
      await expect(dialog.getByRole('tab', { name: t.tab })).toHaveAttribute('aria-selected', 'true');
      await dialog.getByRole('button', { name: t.close }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(path('/gamehall?category=slot'));

      await page.goto(path('/?show_popup_reg=1&prevent_close=1'));
      await expect(dialog.getByRole('tab', { name: t.signUp })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('button', { name: t.close })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      await expect(dialog).toBeVisible();

      // Remembered in local storage: the next page opens registration again, closable now.
      await page.goto(path('/jackpots'));
      await expect(dialog.getByRole('tab', { name: t.signUp })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.goto(path('/offers'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(dialog).toHaveCount(0);
    });

    test('no pop-ups by query on a game page; a guest there with #real gets registration and goes home on close', async ({ page }) => {
      await page.goto(path('/game/book-of-silk?show_popup_auth=1'));
      await page.waitForLoadState('networkidle');
      await expect(authDialog(page, locale)).toHaveCount(0);

      await page.goto(path('/game/book-of-silk#real'));
      const dialog = authDialog(page, locale);
      await expect(dialog.getByRole('tab', { name: t.signUp })).toHaveAttribute('aria-selected', 'true');
      await dialog.getByRole('button', { name: t.close }).click();
      await expect(page).toHaveURL(path('/'));
    });

    test('the form pages render the forms in the empty layout', async ({ page }) => {
      await page.goto(path('/forms/sign_up'));
      await expect(page.getByRole('heading', { level: 1, name: t.signUp })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await page.getByRole('tab', { name: t.tab }).click();
      await expect(field(page, t.login)).toBeVisible();
    });

    test('social login through the development provider: popup, consent, completion of the registration', async ({ page }) => {
      const email = unique(`social-${locale}`);
      await page.goto(path('/offers'));
      await page.getByRole('banner').getByRole('link', { name: t.signUp }).click();
      const dialog = authDialog(page, locale);
      const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: t.social }).click()]);
      await popup.waitForLoadState();
      expect(new URL(popup.url()).pathname).toBe('/oauth/dev/authorize');
      await popup.locator('#email').fill(email);
      // Listen before the click: the popup may close before the click's promise settles.
      const closed = popup.waitForEvent('close');
      await popup.locator('button[value="allow"]').click();
      await closed;

      // Back in the page: signed in on the page it started from, the registration to complete.
      await expect(page).toHaveURL(new RegExp(`${path('/offers')}\\?register=success$`));
      const complete = page.getByRole('dialog');
      await expect(complete.getByRole('heading', { name: t.complete })).toBeVisible();
      await expect(complete.getByRole('button', { name: t.close })).toHaveCount(0);
      await field(complete, t.currency).selectOption('UZS');
      await complete.getByRole('checkbox', { name: t.terms }).check();
      await complete.getByRole('button', { name: t.completeSubmit }).click();
      await expect(complete).toBeHidden();
      await expect(page.getByTestId('header-balance')).toContainText('UZS');
    });

    test('social sign-in of a player with two-factor on: no session before the code step, then signed in', async ({ page }) => {
      const email = await socialPlayerWithTwoFactor(page.request, locale);
      const before = await lastOutboxId(page.request);
      await page.goto(path('/offers'));
      await page.getByRole('banner').getByRole('link', { name: t.signIn, exact: true }).click();
      const dialog = authDialog(page, locale);
      const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: t.social }).click()]);
      await popup.waitForLoadState();
      await popup.locator('#email').fill(email);
      // Listen before the click: the popup may close before the click's promise settles.
      const closed = popup.waitForEvent('close');
      await popup.locator('button[value="allow"]').click();
      await closed;

      // The provider said yes, yet the player is not signed in: the code step shows.
      await expect(dialog.getByRole('heading', { name: t.twoFactor })).toBeVisible();
      const guest = (await (await page.request.get(`${origin()}/api/account.getInfo?v=2.34&locale=${locale}`)).json()) as { data: { uid: number } };
      expect(guest.data.uid).toBe(0);
      await expect(page).not.toHaveURL(/ticket=/);

      await field(dialog, t.code).fill('000000');
      await dialog.getByRole('button', { name: t.confirm }).click();
      const { code } = await codeFromOutbox(page.request, email, 'login', before);
      if (code !== '000000') await expect(field(dialog, t.code)).toHaveAttribute('aria-invalid', 'true');
      await field(dialog, t.code).fill(code);
      await dialog.getByRole('button', { name: t.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${path('/offers')}$`));
      await expect(page.getByTestId('header-balance')).toContainText('UZS');
      const info = (await (await page.request.get(`${origin()}/api/account.getInfo?v=2.34&locale=${locale}`)).json()) as { data: { login: string } };
      expect(info.data.login).toBe(email);
    });
  });
}

test.describe('Telegram mini-app (init data checked by the server)', () => {
  const botToken = process.env.E2E_TELEGRAM_BOT_TOKEN ?? 'e2e-telegram-bot-token';
  test.skip(!!process.env.E2E_BASE_URL && !process.env.E2E_TELEGRAM_BOT_TOKEN, 'needs the bot token of the server under test');

  /** Init data as Telegram signs it: HMAC-SHA256 with the key HMAC("WebAppData", bot token). */
  function initData(user: Record<string, unknown>, token = botToken): string {
    const fields: Record<string, string> = { auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'AAH-e2e', user: JSON.stringify(user) };
    const check = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('\n');
    const secret = createHmac('sha256', 'WebAppData').update(token).digest();
    return new URLSearchParams({ ...fields, hash: createHmac('sha256', secret).update(check).digest('hex') }).toString();
  }

  test('registers from the launch parameters of the hash; forged data gets the error toast', async ({ page }) => {
    const id = Math.floor(Math.random() * 1e9) + 1e9;
    await page.goto(`/ru#tgWebAppData=${encodeURIComponent(initData({ id, username: `tg${id}`, language_code: 'ru' }, 'forged-token'))}&tgWebAppVersion=7.0`);
    await page.getByRole('banner').getByRole('link', { name: 'Регистрация' }).click();
    await page.getByRole('button', { name: TEXT.ru.telegram }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Не удалось зарегистрироваться через Telegram' })).toBeVisible();

    await page.goto('about:blank');
    await page.goto(`/#tgWebAppData=${encodeURIComponent(initData({ id, username: `tg${id}`, language_code: 'uz' }))}&tgWebAppVersion=7.0`);
    await page.getByRole('banner').getByRole('link', { name: TEXT.uz.signUp }).click();
    await page.getByRole('button', { name: TEXT.uz.telegram }).click();
    const complete = page.getByRole('dialog');
    await expect(complete.getByRole('heading', { name: TEXT.uz.complete })).toBeVisible();
    const info = (await (await page.request.get(`${origin()}/api/account.getInfo?v=2.34&locale=uz`)).json()) as { data: { login: string } };
    expect(info.data.login).toBe(`telegram_${id}`);
  });
});
