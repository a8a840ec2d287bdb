import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUTH_DIALOG_TITLE, DEMO_PLAYER, registerPlayer, signIn } from './helpers';

/**
 * Pages a player can find and leave the right way: the public responsible-gaming page from the
 * footer, promotions and winners in the menu and the footer, the icon sprite page in its own
 * layout, and the way back to a partner's site (`backUrl`) after sign-in.
 */
const TEXT = {
  uz: {
    prefix: '',
    responsible: 'Masʼuliyatli oʻyin',
    profileTitle: 'Masʼuliyatli oʻyin',
    tools: ['Depozit limitlari', 'Oʻyin vaqti haqida eslatma', 'Tanaffus', 'Oʻz-oʻzini istisno qilish'],
    signIn: 'Kirish',
    signUp: 'Roʻyxatdan oʻtish',
    support: 'Qoʻllab-quvvatlash xizmatiga yozish',
    promotions: 'Aksiyalar',
    winners: 'Gʻoliblar',
    menu: 'Menyuni ochish',
    sidebar: 'Menyu',
    login: 'Elektron pochta yoki telefon',
    password: 'Parol',
    icons: 'Ikonkalar',
    home: 'Bosh sahifa',
  },
  ru: {
    prefix: '/ru',
    responsible: 'Ответственная игра',
    profileTitle: 'Ответственная игра',
    tools: ['Лимиты депозитов', 'Напоминание о времени игры', 'Перерыв', 'Самоисключение'],
    signIn: 'Войти',
    signUp: 'Зарегистрироваться',
    support: 'Написать в поддержку',
    promotions: 'Акции',
    winners: 'Победители',
    menu: 'Открыть меню',
    sidebar: 'Меню',
    login: 'Электронная почта или телефон',
    password: 'Пароль',
    icons: 'Иконки',
    home: 'Главная',
  },
} as const;

const PARTNER = 'https://partner.example';

/** The operator allows the partner's origin (RETURN_ORIGINS), for this page only; the partner's site answers a page of its own. */
async function allowPartner(page: Page) {
  await page.route(/\/api\/metadata\.getgeneralinfo/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { data: { ...body.data, return_origins: [PARTNER] } } });
  });
  await page.route(`${PARTNER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner</h1>' }));
}

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXT[locale];
  const path = (p: string) => (locale === 'uz' ? p : p === '/' ? '/ru' : `/ru${p}`);

  test.describe(`findable pages (${locale})`, () => {
    test('a guest reaches the responsible-gaming page from the footer and reads about every tool', async ({ page }) => {
      await page.goto(path('/gamehall'));
      await page.getByRole('contentinfo').getByRole('link', { name: t.responsible }).click();
      await expect(page).toHaveURL(new RegExp(`${path('/responsible-game')}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.responsible })).toBeVisible();
      for (const tool of t.tools) await expect(main.getByRole('heading', { level: 3, name: tool })).toBeVisible();
      // Both come back to the tools in the profile.
      const back = `?redirectUrl=${encodeURIComponent(path('/profile/responsible-game'))}`;
      await expect(main.getByRole('link', { name: t.signIn, exact: true })).toHaveAttribute('href', `${path('/forms/sign_in')}${back}`);
      await expect(main.getByRole('link', { name: t.signUp, exact: true })).toHaveAttribute('href', `${path('/forms/sign_up')}${back}`);
      await expect(main.getByRole('link', { name: t.support })).toHaveAttribute('href', path('/support'));
      // The server renders it for guests (no redirect home).
      const html = await (await page.request.get(path('/responsible-game'), { maxRedirects: 0 })).text();
      expect(html).toContain(t.tools[0]);
    });

    test('a signed-in player going to /responsible-game gets the tools of the profile', async ({ page }) => {
      await signIn(page);
      await page.goto(path('/responsible-game'));
      await expect(page).toHaveURL(new RegExp(`${path('/profile/responsible-game')}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.profileTitle })).toBeVisible();
    });

    test('promotions and winners are in the footer and the menu', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(path('/'));
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: t.winners })).toHaveAttribute('href', path('/winners'));
      await footer.getByRole('link', { name: t.promotions }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.promotions })).toBeVisible();

      await page.getByRole('button', { name: t.menu }).click();
      // The menu is named by the title it shows.
      const sidebar = page.getByRole('dialog', { name: t.sidebar });
      await expect(sidebar.getByRole('heading', { name: t.sidebar })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: t.promotions })).toHaveAttribute('href', path('/promotions'));
      await sidebar.getByRole('link', { name: t.winners }).click();
      await expect(page).toHaveURL(new RegExp(`${path('/winners')}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.winners })).toBeVisible();
    });

    test('/_icons shows the whole sprite in its own layout', async ({ page }) => {
      await page.goto(path('/_icons'));
      await expect(page.getByRole('heading', { level: 1, name: t.icons })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: t.home })).toHaveAttribute('href', path('/'));
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      const symbols = await page.locator('main svg symbol').count();
      expect(symbols).toBeGreaterThan(0);
      await expect(page.locator('main li svg use')).toHaveCount(symbols);
    });

    test('after sign-in a player returns to an allowed partner site, and stays for any other', async ({ page }) => {
      const player = locale === 'uz' ? DEMO_PLAYER : await registerPlayer(page, undefined, { locale, name: 'backurl' });
      await page.context().clearCookies();
      await allowPartner(page);
      const signInFrom = async (backUrl: string) => {
        await page.goto(`${path('/')}?backUrl=${encodeURIComponent(backUrl)}&show_popup_auth=1`);
        const dialog = page.getByRole('dialog', { name: AUTH_DIALOG_TITLE[locale] });
        await dialog.getByRole('textbox', { name: t.login, exact: true }).fill(player.login);
        await dialog.getByRole('textbox', { name: t.password, exact: true }).fill(player.password);
        await dialog.getByRole('button', { name: t.signIn, exact: true }).click();
      };

      // A look-alike host is refused: the player stays, signed in, on the site's home.
      await signInFrom(`${PARTNER}.evil.example/steal`);
      await expect(page.getByRole('banner').getByRole('link', { name: t.signIn, exact: true })).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`^[^?]*${path('/')}$`));

      await page.context().clearCookies();
      await signInFrom(`${PARTNER}/return?order=7`);
      await expect(page).toHaveURL(`${PARTNER}/return?order=7`);
      await expect(page.getByRole('heading', { name: 'Partner' })).toBeVisible();
    });
  });
}
