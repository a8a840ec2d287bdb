import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer } from './helpers';
import { fromOutbox } from './outbox';

/** The unsubscribe link of the newest subscription e-mail the development outbox holds for `recipient`. */
const unsubscribeLink = async (page: Page, recipient: string) =>
  new URL(
    (await fromOutbox(page.request, recipient, { purpose: 'subscription', read: (body) => /(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(body)?.[1] })).value,
  );

/**
 * The player's notifications against the real server: a password change writes one, the header's
 * bell counts it, the profile's page shows it in the page's language, marking all read takes the
 * badge away at once (the page's event, well before the next refresh); and a marketing e-mail's
 * unsubscribe link, read from the development outbox, ends the subscription once.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.71.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const origin = () => new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`).origin;

const TEXT = {
  uz: {
    prefix: '',
    old: 'Joriy parol',
    newPassword: 'Yangi parol',
    repeat: 'Yangi parolni takrorlang',
    passwordTitle: 'Parolni oʻzgartirish',
    change: 'Parolni oʻzgartirish',
    changed: 'Parol oʻzgartirildi',
    bell: 'Bildirishnomalar',
    bellOne: 'Bildirishnomalar, 1 ta oʻqilmagan',
    nav: 'Profil boʻlimlari',
    title: 'Bildirishnomalar',
    message: 'Oʻqilmagan: Parol oʻzgartirildi',
    messageText: 'Hisobingiz paroli oʻzgartirildi.',
    markAll: 'Hammasini oʻqildi deb belgilash',
    allRead: 'Barcha bildirishnomalar oʻqildi.',
    subscribe: 'Elektron pochta orqali yangiliklar olish',
    unsubscribeTitle: 'Obunani bekor qilish',
    unsubscribed: 'Endi elektron pochtangizga yangiliklar va takliflar yubormaymiz.',
    invalid: 'Havola notoʻgʻri yoki muddati oʻtgan.',
  },
  ru: {
    prefix: '/ru',
    old: 'Текущий пароль',
    newPassword: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    passwordTitle: 'Смена пароля',
    change: 'Сменить пароль',
    changed: 'Пароль изменён',
    bell: 'Уведомления',
    bellOne: 'Уведомления, 1 непрочитанное',
    nav: 'Разделы профиля',
    title: 'Уведомления',
    message: 'Непрочитано: Пароль изменён',
    messageText: 'Пароль вашего аккаунта изменён.',
    markAll: 'Отметить все как прочитанные',
    allRead: 'Все уведомления прочитаны.',
    subscribe: 'Получать новости по e-mail',
    unsubscribeTitle: 'Отписка',
    unsubscribed: 'Мы больше не будем присылать новости и предложения на ваш e-mail.',
    invalid: 'Ссылка неверна или устарела.',
  },
} as const;

/** A labelled field, matched by its whole label (required fields add a hidden " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXT[locale];
  const path = (p: string) => `${t.prefix}${p}`;

  test.describe(`notifications (${locale})`, () => {
    test('a password change is counted in the header, shown on the page and marked read', async ({ page }) => {
      const errors = collectPageErrors(page);
      const player = await registerPlayer(page, undefined, { locale, name: `notes-${locale}` });
      await page.goto(path('/profile/security'));
      const bell = page.getByRole('banner').getByRole('link', { name: t.bell, exact: true });
      await expect(bell).toBeVisible();
      await expect(page.getByTestId('notifications-badge')).toHaveCount(0);

      await field(page, t.old).fill(player.password);
      await field(page, t.newPassword).fill('newsecret34');
      await field(page, t.repeat).fill('newsecret34');
      const form = page.getByRole('form', { name: t.passwordTitle });
      await form.getByRole('button', { name: t.change }).click();
      await expect(form.getByRole('status')).toContainText(t.changed);

      const counted = page.getByRole('banner').getByRole('link', { name: t.bellOne });
      await expect(counted).toBeVisible();
      await expect(page.getByTestId('notifications-badge')).toHaveText('1');
      await counted.click();
      await expect(page).toHaveURL(new RegExp(`${path('/profile/notification')}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.title })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 2, name: t.message })).toBeVisible();
      await expect(page.getByText(t.messageText)).toBeVisible();

      // The badge goes as the answer to marking (the page's event), not on the next timed refresh (10 s).
      const marked = page.waitForResponse((r) => r.url().includes('/api/notifications.markRead') && r.ok());
      await page.getByRole('button', { name: t.markAll }).click();
      await marked;
      await expect(page.getByTestId('notifications-badge')).toHaveCount(0, { timeout: 3000 });
      await expect(bell).toBeVisible({ timeout: 3000 });
      await expect(page.getByRole('status').filter({ hasText: t.allRead })).toBeVisible();
      await expect(page.getByRole('button', { name: t.markAll })).toBeDisabled();

      // Read stays read.
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: t.message.split(': ')[1], exact: true })).toBeVisible();
      await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('the unsubscribe link of a marketing e-mail from the outbox ends the subscription, once', async ({ page }) => {
      const player = await registerPlayer(page, undefined, { locale, name: `notes-${locale}` });
      await page.goto(path('/profile/notification'));
      const box = page.getByRole('checkbox', { name: t.subscribe });
      await box.check();
      await expect(box).toBeChecked();

      const link = await unsubscribeLink(page, player.login);
      expect(link.pathname).toBe(path('/unsubscribe'));
      // Opened where the e-mail is read: no session needed.
      await page.context().clearCookies();
      await page.goto(link.pathname + link.search);
      await expect(page.getByRole('heading', { level: 1, name: t.unsubscribeTitle })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t.unsubscribed })).toBeVisible();
      // Opened again: the same answer.
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: t.unsubscribed })).toBeVisible();
      // A link whose signature was tampered with is refused.
      const forged = new URL(link);
      const token = forged.searchParams.get('token')!;
      forged.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
      await page.goto(forged.pathname + forged.search);
      await expect(page.getByRole('alert').filter({ hasText: t.invalid })).toBeVisible();

      const signIn = await page.request.post(`${origin()}/api/auth.login?v=2.34&locale=${locale}`, { form: player, headers: { Origin: origin() } });
      expect(signIn.ok()).toBe(true);
      await page.goto(path('/profile/notification'));
      await expect(page.getByRole('checkbox', { name: t.subscribe })).not.toBeChecked();
    });
  });
}
