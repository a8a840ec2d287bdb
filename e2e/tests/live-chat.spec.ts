import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer } from './helpers';

/**
 * The demo's live chat (docs/player-services.md): JivoChat's loader pointed at the stand-in widget the
 * demo serves (`/demo/chat/jivosite`). Opened from /support, it takes a message and an operator
 * answers; its launcher stays off betting and game pages (spec §2) and the widget follows the
 * player across sign-in and sign-out (spec §4).
 */
const CASES = [
  {
    locale: 'uz',
    prefix: '',
    chat: 'Onlayn chat',
    openChat: 'Chatni ochish',
    unavailable: 'Chat hozir mavjud emas — bizga elektron pochta orqali yozing.',
    input: 'Savolingizni yozing',
    send: 'Yuborish',
    messages: 'Chat xabarlari',
    greeting: 'Assalomu alaykum! Savolingiz boʻlsa, yozing.',
    reply: 'Rahmat, xabaringizni oldik. Operator bir daqiqada javob beradi.',
    greetingOf: (name: string) => `Assalomu alaykum, ${name}!`,
    signOut: 'Chiqish',
    question: 'Pulim hali kelmadi, tekshirib bering.',
  },
  {
    locale: 'ru',
    prefix: '/ru',
    chat: 'Онлайн-чат',
    openChat: 'Открыть чат',
    unavailable: 'Чат сейчас недоступен — напишите нам на e-mail.',
    input: 'Напишите вопрос',
    send: 'Отправить',
    messages: 'Сообщения чата',
    greeting: 'Здравствуйте! Если есть вопрос, напишите.',
    reply: 'Спасибо, мы получили ваше сообщение. Оператор ответит в течение минуты.',
    greetingOf: (name: string) => `Здравствуйте, ${name}!`,
    signOut: 'Выйти',
    question: 'Мой вывод ещё не пришёл, проверьте, пожалуйста.',
  },
] as const;

type Case = (typeof CASES)[number];

const launcher = (page: Page, c: Case) => page.getByRole('button', { name: c.chat, exact: true });
const chatWindow = (page: Page, c: Case) => page.getByRole('dialog', { name: c.chat });
/** The widget is on the page (its script ran): from then on its launcher shows, unless the page hides it. */
const widgetLoaded = (page: Page) => expect(page.locator('jdiv[data-chat-stand-in="jivoSite"]')).toBeAttached();

for (const c of CASES) {
  test.describe(`${c.locale}: live chat`, () => {
    test('a guest opens the chat from /support, writes and gets an answer, then closes it with Escape', async ({ page }) => {
      await page.goto(`${c.prefix}/support`);
      // The launcher shows once the widget arrived (page furniture loads after the first paint).
      await expect(launcher(page, c)).toBeVisible();
      await page.getByRole('button', { name: c.openChat }).click();

      const dialog = chatWindow(page, c);
      await expect(dialog).toBeVisible();
      const input = dialog.getByRole('textbox', { name: c.input });
      await expect(input).toBeFocused();
      const log = dialog.getByRole('log', { name: c.messages });
      await expect(log).toContainText(c.greeting);

      await input.fill(c.question);
      await dialog.getByRole('button', { name: c.send }).click();
      await expect(log).toContainText(c.question);
      await expect(input).toHaveValue('');
      await expect(log).toContainText(c.reply);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(launcher(page, c)).toBeFocused();
      await expect(page.getByText(c.unavailable)).toHaveCount(0);
    });

    test('on a phone the open window fits the screen and passes the accessibility audit', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await page.goto(`${c.prefix}/support`);
      await launcher(page, c).click();
      const dialog = chatWindow(page, c);
      await expect(dialog.getByRole('textbox', { name: c.input })).toBeFocused();
      await dialog.getByRole('textbox', { name: c.input }).fill(c.question);
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('log')).toContainText(c.reply);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      const results = await new AxeBuilder({ page })
        .include('jdiv[data-chat-stand-in]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.passes.length).toBeGreaterThan(0);
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    });

    test('the launcher stays off game and betting pages and comes back on the others', async ({ page }) => {
      await page.goto(`${c.prefix}/game/oltin_rocket`);
      await widgetLoaded(page);
      await expect(page.locator('html')).toHaveAttribute('data-chat-badge', 'hidden');
      await expect(launcher(page, c)).toBeHidden();

      await page.goto(`${c.prefix}/support`);
      await expect(launcher(page, c)).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-chat-badge', 'hidden');

      await page.goto(`${c.prefix}/betting`);
      await widgetLoaded(page);
      await expect(page.locator('html')).toHaveAttribute('data-chat-badge', 'hidden');
      await expect(launcher(page, c)).toBeHidden();
    });

    test('a signed-in player is named to the chat, and a sign-out reloads it for a guest', async ({ page }) => {
      const player = await registerPlayer(page, undefined, { locale: c.locale, name: `chat-${c.locale}` });
      await page.goto(`${c.prefix}/`);
      await launcher(page, c).click();
      const dialog = chatWindow(page, c);
      await expect(dialog.getByRole('log', { name: c.messages })).toContainText(c.greetingOf(player.login));
      // What the shell told the widget (jivo_api.setContactInfo, setCustomData).
      expect(await page.evaluate(() => (window as unknown as { jivo_api: { getContactInfo(): unknown } }).jivo_api.getContactInfo())).toEqual({
        name: player.login,
        email: player.login,
        custom: [{ title: 'uid', content: String(player.uid) }],
      });
      await page.keyboard.press('Escape');

      // Marks the signed-in player's widget, to tell it from the one the sign-out brings.
      await page.locator('jdiv[data-chat-stand-in]').evaluate((el) => el.setAttribute('data-e2e-before', ''));
      await page.getByRole('banner').getByRole('button', { name: c.signOut }).click();
      await expect(page.locator('jdiv[data-chat-stand-in]:not([data-e2e-before])')).toBeAttached();
      await expect(page.locator('jdiv[data-e2e-before]')).toHaveCount(0);
      // A new window for a guest, greeting nobody by name.
      await launcher(page, c).click();
      const log = dialog.getByRole('log', { name: c.messages });
      await expect(log).toContainText(c.greeting);
      await expect(log).not.toContainText(player.login);
    });
  });
}
