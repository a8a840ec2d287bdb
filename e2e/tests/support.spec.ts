import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Switches the live chat off in the content settings of this page (only): in the browser's answer,
 * so the page is one the browser renders (a server-rendered page carries the content service's own).
 */
async function chatSwitchedOff(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'casino_render', value: 'browser', url: test.info().project.use.baseURL! }]);
  await page.route('**/nfx/cms-config/*', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, Record<string, unknown>>;
    config['prazer-config'] = { ...config['prazer-config'], chat: { type: null, isEnabled: false, providers: {} } };
    await route.fulfill({ response, json: config });
  });
}

/** The support page (spec §2): channels and questions from the content service, the feedback form. */
const CASES = [
  {
    prefix: '',
    title: 'Yordam',
    name: /Ismingiz/,
    email: /Elektron pochta/,
    topic: /Mavzu/,
    message: /Xabar/,
    send: 'Yuborish',
    emailError: 'Toʻgʻri elektron pochta manzilini kiriting.',
    sent: /Rahmat! Xabaringiz №\d+ qabul qilindi/,
    chat: 'Chatni ochish',
    chatWindow: 'Onlayn chat',
    unavailable: 'Chat hozir mavjud emas — bizga elektron pochta orqali yozing.',
  },
  {
    prefix: '/ru',
    title: 'Поддержка',
    name: /Ваше имя/,
    email: /E-mail/,
    topic: /Тема/,
    message: /Сообщение/,
    send: 'Отправить',
    emailError: 'Введите правильный e-mail.',
    sent: /Спасибо! Ваше сообщение №\d+ принято/,
    chat: 'Открыть чат',
    chatWindow: 'Онлайн-чат',
    unavailable: 'Чат сейчас недоступен — напишите нам на e-mail.',
  },
];

for (const c of CASES) {
  test(`${c.prefix || '/'}: support feedback is checked, then sent and confirmed`, async ({ page }, testInfo) => {
    // The form's limit counts per address: each run sends from its own.
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `10.91.${c.prefix ? 1 : 0}.${((testInfo.retry * 10 + testInfo.workerIndex) % 250) + 1}` });
    await page.goto(`${c.prefix}/support`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByRole('button', { name: c.chat })).toBeVisible();

    await page.getByRole('textbox', { name: c.name }).fill('Ann Lee');
    await page.getByRole('textbox', { name: c.email }).fill('ann@');
    await page.getByRole('combobox', { name: c.topic }).selectOption('payments');
    await page.getByRole('textbox', { name: c.message }).fill('My deposit did not arrive yet.');
    await page.getByRole('button', { name: c.send }).click();
    await expect(page.getByRole('textbox', { name: c.email })).toHaveAccessibleDescription(c.emailError);
    await expect(page.getByRole('textbox', { name: c.email })).toBeFocused();

    await page.getByRole('textbox', { name: c.email }).fill('ann@example.org');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(c.sent);
  });
}

for (const c of CASES) {
  test(`${c.prefix || '/'}: the chat button opens the live chat, or says it is off`, async ({ page }) => {
    await page.goto(`${c.prefix}/support`);
    // The demo's chat (a stand-in of the provider's widget) is there once its launcher shows.
    await expect(page.getByRole('button', { name: c.chatWindow, exact: true })).toBeVisible();
    await page.getByRole('button', { name: c.chat }).click();
    await expect(page.getByRole('dialog', { name: c.chatWindow })).toBeVisible();
    await expect(page.getByText(c.unavailable)).toHaveCount(0);

    await chatSwitchedOff(page);
    const settings = page.waitForResponse((r) => /\/nfx\/cms-config\//.test(r.url()));
    await page.goto(`${c.prefix}/support`);
    await settings;
    await page.getByRole('button', { name: c.chat }).click();
    await expect(page.getByRole('status')).toHaveText(c.unavailable);
    await expect(page.getByRole('button', { name: c.chatWindow, exact: true })).toHaveCount(0);
  });
}
