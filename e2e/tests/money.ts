import { expect, type Page } from '@playwright/test';
import { outboxCode } from './outbox';

/** Money through the real player API, as a browser would: balances, paid deposits, confirmed contacts, withdrawal codes. */

export const origin = () => new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`).origin;
export const api = (method: string, locale = 'uz') => `${origin()}/api/${method}?v=2.34&locale=${locale}`;

export async function balance(page: Page): Promise<number> {
  const r = await page.request.get(api('account.getBalance'));
  return ((await r.json()) as { data: { balance_main: { amount: number } } }).data.balance_main.amount;
}

/** A paid deposit made through the API and the provider's page, as a browser would. */
export async function paidDeposit(page: Page, amount: number): Promise<void> {
  const r = await page.request.post(api('cashier.makedeposit'), {
    form: { method: 'visa_mastercard', amount: String(amount) },
    headers: { Origin: origin(), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(r.ok()).toBe(true);
  const { data } = (await r.json()) as { data: { redirect: { url: string } } };
  const decided = await page.request.post(`${origin()}${data.redirect.url}`, { form: { decision: 'approve' }, maxRedirects: 0 });
  expect(decided.status()).toBe(303);
}

/**
 * Confirms the player's e-mail with the code from the development outbox; unless `justNow`, the
 * confirmation is then dated two days back (a development page), past the withdrawal cooling-off.
 */
export async function confirmEmail(page: Page, login: string, { justNow = false }: { justNow?: boolean } = {}): Promise<void> {
  const headers = { Origin: origin() };
  expect((await page.request.post(api('account.sendconfirmationtocontact'), { form: { contact: 'email' }, headers })).ok()).toBe(true);
  const code = await outboxCode(page.request, login);
  expect((await page.request.post(api('account.confirmContact'), { form: { contact: 'email', code }, headers })).ok()).toBe(true);
  if (!justNow) await confirmedEarlier(page, login);
}

/** The player's confirmed contacts as if confirmed two days ago (development page, demo starts only). */
export async function confirmedEarlier(page: Page, login: string): Promise<void> {
  const r = await page.request.post(`${origin()}/dev/contacts/confirmed-earlier?login=${encodeURIComponent(login)}`, { headers: { Origin: origin() } });
  expect(((await r.json()) as { updated: number }).updated).toBeGreaterThan(0);
}

/** The latest withdrawal code sent to a recipient. */
export const withdrawalCode = (page: Page, recipient: string) => outboxCode(page.request, recipient, 'withdrawal');

/** The player's real and bonus money, as the server holds them. */
export async function balances(page: Page): Promise<{ main: number; bonus: number }> {
  const r = await page.request.get(api('account.getBalance'));
  const { data } = (await r.json()) as { data: { balance_main: { amount: number }; balance_bonus: { amount: number } } };
  return { main: data.balance_main.amount, bonus: data.balance_bonus.amount };
}
