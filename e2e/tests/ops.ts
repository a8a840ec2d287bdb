import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { promisify } from 'node:util';
import { origin } from './money';

/** The operators' command-line tools, run against the server under test (found through its data directory, or OPS_URL). */

const ROOT = join(import.meta.dirname, '../..');
const SERVER_DIR = join(ROOT, 'server');

/** `pnpm payouts …` as an operator types it, against the e2e server (its ops token is in its data directory). */
export async function payoutsCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('pnpm', ['--silent', 'payouts', ...args], {
    cwd: ROOT,
    timeout: 60_000,
    env: { ...process.env, OPS_URL: origin(), OPS_ACTOR: 'e2e-operator', ...(process.env.E2E_DATA_DIR ? { DATA_DIR: process.env.E2E_DATA_DIR } : {}) },
  });
  return stdout;
}

/** `pnpm cashback run --period current`, against the server under test. */
export async function cashbackCli(): Promise<string> {
  const env = {
    ...process.env,
    DATA_DIR: process.env.E2E_DATA_DIR,
    LOG_LEVEL: 'warn',
    ...(process.env.E2E_BASE_URL ? { OPS_URL: process.env.E2E_BASE_URL } : {}),
  };
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cashback/cli.ts', 'run', '--period', 'current'], { cwd: SERVER_DIR, env, timeout: 90_000 });
  return stdout;
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
