import { expect, test } from './fixtures';
import { registerPlayer } from './helpers';
import { paidDeposit } from './money';
import { outboxCode } from './outbox';

/**
 * A withdrawal refused for an unconfirmed contact: the button of the refusal opens the
 * confirmation of the player's contact, and the confirmation leads back to the withdrawal, where
 * the contact no longer stops it.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.71.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const TEXTS = {
  uz: {
    prefix: '',
    amount: /Summa, USD/,
    card: 'Karta raqami',
    holder: /Karta egasi/,
    submit: '30.00 USD ni yechish',
    refused: 'elektron pochta yoki telefon raqamingizni tasdiqlang',
    button: 'Kontaktni tasdiqlash',
    title: 'Elektron pochtani tasdiqlash',
    send: 'Kod yuborish',
    code: /Tasdiqlash kodi/,
    confirm: 'Tasdiqlash',
    confirmed: 'Kontakt tasdiqlandi',
    back: 'Davom etish',
    rule: /Yechishni .* dan keyin qayta urinib koʻring/,
    support: 'Yordam xizmatiga yozing',
  },
  ru: {
    prefix: '/ru',
    amount: /Сумма, USD/,
    card: 'Номер карты',
    holder: /Владелец карты/,
    submit: 'Вывести 30.00 USD',
    refused: 'Для вывода подтвердите адрес электронной почты или номер телефона',
    button: 'Подтвердить контакт',
    title: 'Подтверждение e-mail',
    send: 'Отправить код',
    code: /Код подтверждения/,
    confirm: 'Подтвердить',
    confirmed: 'Контакт подтверждён',
    back: 'Продолжить',
    rule: /Повторите вывод после .* или напишите в поддержку/,
    support: 'Написать в поддержку',
  },
} as const;

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXTS[locale];
  test(`${locale}: "confirm your contact" opens the e-mail's confirmation and comes back to the withdrawal`, async ({ page }) => {
    const { login } = await registerPlayer(page, undefined, { locale });
    await paidDeposit(page, 50);
    await page.goto(`${t.prefix}/cashier/withdraw`);
    const withdraw = async () => {
      await page.getByRole('textbox', { name: t.amount }).fill('30');
      await page.getByRole('textbox', { name: t.card }).fill('4111111111111111');
      await page.getByRole('textbox', { name: t.holder }).fill('Aziz Karimov');
      await page.getByRole('button', { name: t.submit }).click();
    };
    await withdraw();
    await expect(page.getByRole('alert')).toContainText(t.refused);

    await page.getByRole('link', { name: t.button }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/confirmation\\?contact=email&redirectUrl=%2Fcashier%2Fwithdraw$`));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await page.getByRole('button', { name: t.send }).click();
    await page.getByRole('textbox', { name: t.code }).fill(await outboxCode(page.request, login));
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible();

    await page.getByRole('link', { name: t.back }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/cashier/withdraw$`));
    // The contact no longer stops the withdrawal; a card new to the player waits out the new contact's cooling-off.
    await withdraw();
    await expect(page.getByRole('alert')).toContainText(t.rule);
    await expect(page.getByRole('alert').getByRole('link', { name: t.support })).toHaveAttribute('href', `${t.prefix}/support`);
    await expect(page.getByRole('link', { name: t.button })).toHaveCount(0);
  });
}
