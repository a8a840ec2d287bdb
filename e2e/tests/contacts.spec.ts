import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer } from './helpers';
import { outboxCode } from './outbox';

/**
 * Contacts against the real server: the profile contacts page confirms the e-mail with the code
 * from the development outbox, a phone is added there and confirmed on the shell's
 * /confirmation page, a wrong code shows its text, and guests sign in first.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.67.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

/** The newest 6-digit code the development outbox holds for `recipient`. */
const codeFor = (request: APIRequestContext, recipient: string) => outboxCode(request, recipient);

/** A wrong code: any six digits other than the right one. */
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

test('the e-mail is confirmed on /profile/contacts; a wrong code shows the error first', async ({ page }) => {
  const errors = collectPageErrors(page);
  const { login } = await registerPlayer(page);
  await page.goto('/profile/contacts');
  const email = page.getByRole('region', { name: 'Elektron pochta' });
  await expect(email.getByText(login)).toBeVisible();
  await expect(email.getByText('Tasdiqlanmagan')).toBeVisible();

  await email.getByRole('button', { name: 'Kod yuborish' }).click();
  await expect(email.getByRole('button', { name: /Qayta yuborish \d+ s dan keyin/ })).toBeDisabled();
  const code = await codeFor(page.request, login);

  const field = email.getByRole('textbox', { name: /Tasdiqlash kodi/ });
  await field.fill(wrongOf(code));
  await email.getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(email.getByText('Elektron pochtadan kelgan kod notoʻgʻri')).toBeVisible();

  await field.fill(code);
  await email.getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(email.getByText('Tasdiqlangan', { exact: true })).toBeVisible();

  await email.getByRole('checkbox', { name: 'Elektron pochta orqali yangiliklar olish' }).check();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Elektron pochta orqali yangiliklar olish' })).toBeChecked();
  expect(errors).toEqual([]);
});

test('a phone added on the contacts page is confirmed through /confirmation?contact=phone', async ({ page }) => {
  await registerPlayer(page);
  const local = `90${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await page.goto('/profile/contacts');
  const phone = page.getByRole('region', { name: 'Telefon' });
  await expect(phone.getByRole('combobox', { name: 'Mamlakat kodi' })).toHaveValue('UZ');
  // Too short for a number: the field is marked invalid before anything is sent.
  await phone.getByRole('textbox', { name: /Telefon raqami/ }).fill('12');
  await phone.getByRole('button', { name: 'Saqlash' }).click();
  await expect(phone.getByRole('textbox', { name: /Telefon raqami/ })).toHaveAttribute('aria-invalid', 'true');
  await phone.getByRole('textbox', { name: /Telefon raqami/ }).fill(local);
  await phone.getByRole('button', { name: 'Saqlash' }).click();
  await expect(phone.getByText(`+998${local}`)).toBeVisible();

  await page.goto('/confirmation?contact=phone');
  await expect(page.getByRole('heading', { level: 1, name: 'Telefonni tasdiqlash' })).toBeVisible();
  await page.getByRole('button', { name: 'Kod yuborish' }).click();
  const code = await codeFor(page.request, `998${local}`);
  await page.getByRole('textbox', { name: /Tasdiqlash kodi/ }).fill(code);
  await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt tasdiqlandi' })).toBeVisible();
  await expect(page).toHaveURL(/\/confirmation\/success\?contact=phone$/);
  await page.getByRole('link', { name: 'Kontaktlarga qaytish' }).click();
  await expect(page.getByRole('region', { name: 'Telefon' }).getByText('Tasdiqlangan', { exact: true })).toBeVisible();
});

test('ru: /ru/confirmation for the e-mail refuses a wrong code, confirms and leads to a safe redirectUrl', async ({ page }) => {
  const { login } = await registerPlayer(page);
  await page.goto('/ru/confirmation?contact=email&redirectUrl=%2Fcashier%2Fdeposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Подтверждение e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить код' }).click();
  await expect(page.getByRole('button', { name: /Повторная отправка через \d+ с/ })).toBeDisabled();
  const code = await codeFor(page.request, login);
  const field = page.getByRole('textbox', { name: /Код подтверждения/ });
  await field.fill(wrongOf(code));
  await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
  await expect(page.getByText('Неверный код из письма на e-mail')).toBeVisible();
  await field.fill(code);
  await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Контакт подтверждён' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/ru/cashier/deposit');
});

test('a guest opening /confirmation is sent to sign in first', async ({ page }) => {
  await page.goto('/confirmation?contact=email');
  await expect(page).toHaveURL(/\?redirectUrl=%2Fconfirmation%3Fcontact%3Demail/);
});
