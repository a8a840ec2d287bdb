import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer, signIn } from './helpers';
import { api, confirmEmail, origin, paidDeposit, withdrawalCode } from './money';
import { DEMO_OPERATORS, operatorSignIn, opsOrigin } from '../support/ops-console';

/** The ops console's queues on the shared server: an operator pays a withdrawal out, the player sees it paid. */

// This file's registrations and sign-ins come from an address of their own.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.68.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const CARD = { card_number: '4111 1111 1111 1111', card_holder: 'Aziz Karimov' };

async function audit(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test('the sign-in page asks for the second factor, has no audit findings and is never framed', async ({ page }) => {
  const response = await page.goto(`${opsOrigin()}/ops/console/`);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1, name: 'Ops console sign-in' })).toBeVisible();
  await expect(page.getByLabel('Authenticator code')).toBeVisible();
  expect(await audit(page)).toEqual([]);
});

test('a payments operator approves a withdrawal in the console and the player sees it paid', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(page);
  await confirmEmail(page, player.login);
  await signIn(page, { login: player.login, password: player.password });
  await paidDeposit(page, 100);
  const form = { method: 'visa_mastercard', amount: '60', requisites: JSON.stringify(CARD) };
  const headers = { Origin: origin(), 'Idempotency-Key': `e2e-console-${Date.now()}-${Math.random().toString(36).slice(2)}` };
  await page.request.post(api('cashier.makewithdrawal', 'uz'), { form, headers });
  const made = await page.request.post(api('cashier.makewithdrawal', 'uz'), { form: { ...form, code: await withdrawalCode(page, player.login) }, headers });
  expect(made.ok()).toBe(true);
  const id = ((await made.json()) as { data: { id: number } }).data.id;

  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': `10.69.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  const ops = await context.newPage();
  await operatorSignIn(ops, opsOrigin(), DEMO_OPERATORS.admin);
  await ops.getByRole('link', { name: 'Payouts' }).click();
  await ops.getByRole('button', { name: `Approve withdrawal ${id} of ${player.login}` }).click();
  await ops.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(ops.getByRole('status')).toHaveText(`Done: Approve withdrawal ${id} of ${player.login}`);
  expect(await audit(ops)).toEqual([]);
  await context.close();

  await page.goto('/cashier/history?tab=withdrawal');
  const row = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ hasText: `#${id}` });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Toʻlandi', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});
