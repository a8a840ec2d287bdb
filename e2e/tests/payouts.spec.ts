import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer, signIn } from './helpers';
import { api, balance, confirmEmail, origin, paidDeposit, withdrawalCode } from './money';
import { payoutsCli as payouts } from './ops';

/**
 * Withdrawals paid out, as the player and the operator meet them: the player withdraws, the
 * operator decides with `pnpm payouts` against this very server, the demo payout provider pays
 * (its signed callback) or the rejection gives the money back, and the cashier's history and
 * receipt follow, in Uzbek and in Russian.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.67.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const CARD = { card_number: '4111 1111 1111 1111', card_holder: 'Aziz Karimov' };

/** A player with a confirmed e-mail (dated past the withdrawal cooling-off by `confirmEmail`) and `amount` USD paid in. */
async function playerWithMoney(page: Page, amount: number) {
  const player = await registerPlayer(page);
  await confirmEmail(page, player.login);
  await signIn(page, { login: player.login, password: player.password });
  await paidDeposit(page, amount);
  return player;
}

/** A withdrawal to the card through the API: the code sent for new details, then the request. */
async function withdrawByApi(page: Page, login: string, amount: number, locale: 'uz' | 'ru'): Promise<number> {
  const form = { method: 'visa_mastercard', amount: String(amount), requisites: JSON.stringify(CARD) };
  const headers = { Origin: origin(), 'Idempotency-Key': `e2e-payout-${Date.now()}-${Math.random().toString(36).slice(2)}` };
  const asked = await page.request.post(api('cashier.makewithdrawal', locale), { form, headers });
  expect((await asked.json()).error.type).toBe('RequisitesValidationRequiredException');
  const made = await page.request.post(api('cashier.makewithdrawal', locale), { form: { ...form, code: await withdrawalCode(page, login) }, headers });
  expect(made.ok()).toBe(true);
  return ((await made.json()) as { data: { id: number } }).data.id;
}

test.describe('payouts', () => {
  // Each `pnpm payouts` starts a command of its own (a few seconds on a busy machine).
  test.describe.configure({ timeout: 120_000 });

  test('a withdrawal approved with pnpm payouts is paid by the provider, and the history says so', async ({ page }) => {
    const player = await playerWithMoney(page, 100);

    await page.goto('/cashier/withdraw');
    await page.getByRole('textbox', { name: /Summa, USD/ }).fill('60');
    await page.getByRole('textbox', { name: 'Karta raqami' }).fill(CARD.card_number);
    await page.getByRole('textbox', { name: /Karta egasi/ }).fill(CARD.card_holder);
    await page.getByRole('button', { name: '60.00 USD ni yechish' }).click();
    await page.getByRole('textbox', { name: /Xabardagi kod/ }).fill(await withdrawalCode(page, player.login));
    await page.getByRole('button', { name: 'Yechishni tasdiqlash' }).click();
    await expect(page.getByRole('heading', { name: 'Soʻrov qabul qilindi' })).toBeVisible();
    const receipt = page.getByRole('link', { name: 'Kvitansiya' });
    const id = /id=(\d+)/.exec((await receipt.getAttribute('href')) ?? '')?.[1];
    expect(id).toBeTruthy();
    expect(await balance(page)).toBe(40);

    await page.goto('/cashier/history?tab=withdrawal');
    const row = page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: `#${id}` });
    await expect(row).toContainText('Kutilmoqda');
    await expect(row.getByRole('button', { name: `#${id} yechimni bekor qilish` })).toBeVisible();

    // The operator sees it in the queue and approves it.
    expect(await payouts()).toContain(`#${id}`);
    expect(await payouts('approve', id!)).toContain(`#${id} approved`);

    // The provider pays it a moment later: the history shows it paid (read again until it does).
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Toʻlandi', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(row.getByRole('button')).toHaveCount(0);
    await row.getByRole('link', { name: 'Visa / Mastercard' }).click();
    const article = page.getByRole('article', { name: `Yechim #${id}` });
    await expect(article).toContainText('Toʻlandi');
    await expect(article).toContainText('Pul rekvizitlaringizga yuborildi.');
    expect(await balance(page)).toBe(40);
  });

  test('a withdrawal rejected with pnpm payouts comes back on the balance (Russian)', async ({ page }) => {
    const player = await playerWithMoney(page, 100);
    const id = String(await withdrawByApi(page, player.login, 70, 'ru'));
    expect(await balance(page)).toBe(30);

    await page.goto('/ru/cashier/history?tab=withdrawal');
    const row = page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: `#${id}` });
    await expect(row).toContainText('В обработке');
    await expect(page.getByTestId('header-balance')).toHaveText('30.00 USD');

    expect(await payouts('reject', id, '--reason', 'Rekvizitlar mos emas')).toContain(`#${id} rejected`);

    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Отклонено', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('header-balance')).toHaveText('100.00 USD');
    expect(await balance(page)).toBe(100);
    await row.getByRole('link', { name: 'Visa / Mastercard' }).click();
    const article = page.getByRole('article', { name: `Вывод #${id}` });
    await expect(article).toContainText('Вывод отклонён, сумма возвращена на баланс.');
    // Rejecting it again gives nothing more back.
    expect(await payouts('reject', id)).toContain('was already rejected');
    expect(await balance(page)).toBe(100);
  });
});
