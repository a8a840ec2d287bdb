import { expect, test } from './fixtures';

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
  },
];

for (const c of CASES) {
  test(`${c.prefix || '/'}: support feedback is checked, then sent and confirmed`, async ({ page }, testInfo) => {
    // The form's limit counts per address: each run sends from its own.
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `10.91.${c.prefix ? 1 : 0}.${(testInfo.retry * 10 + testInfo.workerIndex) % 250 + 1}` });
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
