import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { promisify } from 'node:util';
import { origin } from './money';
import { DEMO_OPERATORS, operatorSignIn, opsOrigin } from '../support/ops-console';

/** The operators' command-line tools, run against the server under test (found through its data directory, or OPS_URL). */

const ROOT = join(import.meta.dirname, '../..');

/** `pnpm payouts …` as an operator types it, against the e2e server (its ops token is in its data directory). */
export async function payoutsCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('pnpm', ['--silent', 'payouts', ...args], {
    cwd: ROOT,
    timeout: 60_000,
    env: { ...process.env, OPS_URL: origin(), OPS_ACTOR: 'e2e-operator', ...(process.env.E2E_DATA_DIR ? { DATA_DIR: process.env.E2E_DATA_DIR } : {}) },
  });
  return stdout;
}

/** A cashback operator asks for the run of the current period; answers the request's id. */
async function askForCurrentRun(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const ops = await context.newPage();
    await operatorSignIn(ops, opsOrigin(), DEMO_OPERATORS.cashback);
    await ops.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Cashback' }).click();
    const asked = ops.waitForResponse((r) => r.url().endsWith('/ops/cashback/run') && r.request().method() === 'POST');
    await ops.getByRole('button', { name: 'Ask to run the current period' }).click();
    const answer = await asked;
    expect(answer.status()).toBe(202);
    await expect(ops.getByRole('status')).toHaveText(/another operator confirms/);
    return ((await answer.json()) as { data: { request: { id: number } } }).data.request.id;
  } finally {
    await context.close();
  }
}

/** A second operator confirms it, and the run is made. */
async function confirmRun(browser: Browser, id: number): Promise<void> {
  const context = await browser.newContext();
  try {
    const ops = await context.newPage();
    await operatorSignIn(ops, opsOrigin(), DEMO_OPERATORS.admin);
    await ops.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Cashback' }).click();
    await ops.getByRole('button', { name: `Confirm request ${id}` }).click();
    await expect(ops.getByRole('status')).toHaveText(`Request ${id} confirmed and run`);
  } finally {
    await context.close();
  }
}

/**
 * The cashback of the period still running, as ops run it: one operator asks for it in the console,
 * a second one confirms it (a single operator, the CLI and the bearer token are refused).
 */
export async function runCurrentCashback(browser: Browser): Promise<void> {
  await confirmRun(browser, await askForCurrentRun(browser));
}

/** The ops token of the server under test: OPS_TOKEN, else the one it generated into its data directory. */
export function opsToken(): string {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  return readFileSync(join(process.env.E2E_DATA_DIR!, 'ops-token'), 'utf8').trim();
}

/** Real money for a fresh player: the demo game provider's back office pays them the daily jackpot. */
export async function fund(page: Page, uid: number): Promise<void> {
  const response = await page.request.post('/platform/game/admin/jackpots/daily-drop/award', {
    data: { uid, game: 'oltin_silk_fortune' },
    headers: { Authorization: `Bearer ${opsToken()}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
