import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer, signIn } from './helpers';
import { api, confirmEmail, origin, paidDeposit, withdrawalCode } from './money';
import { opsToken, payoutsCli } from './ops';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { DEMO_OPERATORS, operatorSignIn, opsOrigin } from '../support/ops-console';

/**
 * An operator's working day in the console: maintenance of one part that ends with players back on
 * their page by themselves, a large payout approved by two operators, and a canary judged with the
 * samples behind its figures. Maintenance and releases change the site for everyone: they run on a
 * server of their own; the payout runs on the shared one.
 */
test.describe.configure({ mode: 'serial' });
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.71.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

let own: OwnServer;
let work: string;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  own = await startOwnServer({ REGISTRY_REFRESH_SECONDS: '1', VITALS_SAMPLE_RATE: '1', CANARY_MIN_FAILURES: '1000' });
  work = mkdtempSync(join(tmpdir(), 'casino-ops-day-'));
});
test.afterAll(async () => {
  await own?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** `pnpm maintenance …` against the suite's own server. */
function maintenance(...args: string[]): string {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/maintenance/cli.ts', ...args], {
    cwd: join(import.meta.dirname, '../../server'),
    env: { ...own.env, OPS_URL: own.url, OPS_ACTOR: 'e2e-operator' },
    encoding: 'utf8',
  });
  const output = `${r.stdout}${r.stderr}`;
  if (r.status !== 0) throw new Error(`maintenance ${args.join(' ')} failed:\n${output}`);
  return output;
}

test('maintenance of the game hall alone, scheduled to end shortly: the player sees the message, then their page again by itself', async ({ page }) => {
  test.setTimeout(120_000);
  const later = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const after = new Date(Date.now() + 3 * 3_600_000).toISOString();
  // A window of the cashier later today: players are told ahead.
  expect(maintenance('on', '--scope', 'cashier', '--starts', later, '--ends', after)).toMatch(/cashier\s+scheduled from/);
  // The game hall's window starts now and ends by itself shortly after (room for a busy machine).
  const ends = new Date(Date.now() + 40_000).toISOString();
  expect(maintenance('on', '--scope', 'casino', '--message', 'Yangi oʻyinlar qoʻshilmoqda', '--message-ru', 'Добавляем новые игры', '--ends', ends)).toMatch(/casino\s+on since .* until/);
  try {
    await page.goto(`${own.url}/gamehall`);
    const paused = page.getByRole('alert').filter({ hasText: 'Oʻyinlar zalida texnik ishlar olib borilmoqda' });
    await expect(paused).toContainText('Yangi oʻyinlar qoʻshilmoqda');
    await expect(page.getByRole('complementary', { name: 'Rejalashtirilgan texnik ishlar' })).toContainText('Rejalashtirilgan texnik ishlar — Kassa');
    // The rest of the site works meanwhile.
    await expect(page.getByRole('banner')).toBeVisible();

    // The window ends: the game hall comes back on the same address with nothing done by the player.
    await expect(page.getByRole('navigation', { name: 'Kategoriyalar' })).toBeVisible({ timeout: 70_000 });
    await expect(paused).toHaveCount(0);
    await expect(page).toHaveURL(/\/gamehall$/);
  } finally {
    maintenance('off', '--scope', 'cashier');
    maintenance('off', '--scope', 'casino');
  }
});

test('the site switched on then off: a tab left on the maintenance page returns to its page by itself (Russian)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${own.url}/ru/gamehall`);
  await expect(page.getByRole('navigation', { name: 'Категории' })).toBeVisible();
  maintenance('on', '--scope', 'site', '--message-ru', 'Вернёмся через минуту');
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Технические работы' })).toBeVisible();
    await expect(page).toHaveURL(/\/ru\/maintenance$/);
    await expect(page.getByText('Вернёмся через минуту')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Вернуться на страницу' })).toHaveAttribute('href', '/ru/gamehall');
  } finally {
    maintenance('off', '--scope', 'site');
  }
  await expect(page).toHaveURL(/\/ru\/gamehall$/, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Категории' })).toBeVisible();

  // Reached directly, the maintenance page links home.
  await page.goto(`${own.url}/maintenance`);
  await expect(page.getByRole('link', { name: 'Bosh sahifaga' })).toHaveAttribute('href', '/');
});

test('a canary is judged: its verdict names the rule, every figure its samples', async ({ browser }) => {
  test.setTimeout(150_000);
  const dir = join(work, 'canary');
  cpSync(join(import.meta.dirname, '../../mfe-casino/dist'), dir, { recursive: true });
  const info = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { version: string };
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ ...info, version: '7.0.0-day' }));
  rmSync(join(dir, 'release.json.gz'), { force: true });
  rmSync(join(dir, 'release.json.br'), { force: true });
  const published = own.ops('release', 'casino', '--from', dir);
  const release = /published (\S+)|already published (\S+)/.exec(published.output)?.slice(1).find(Boolean);
  expect(release, published.output).toBeTruthy();
  expect(own.ops('canary', 'casino', release!, '50').status).toBe(0);

  // A player inside the canary's share loads the game hall once.
  const player = await browser.newContext();
  await player.addCookies([{ name: 'mfe_bucket', value: '10', url: own.url }]);
  const site = await player.newPage();
  const loaded = site.waitForRequest((r) => r.url().includes(`/releases/casino/${release}/`));
  await site.goto(`${own.url}/gamehall`);
  await loaded;
  await player.close();

  const context = await browser.newContext();
  const ops = await context.newPage();
  await operatorSignIn(ops, own.opsUrl, DEMO_OPERATORS.admin);
  await ops.getByRole('link', { name: 'Releases' }).click();
  const card = ops.getByRole('article', { name: 'casino' });
  const verdict = card.getByRole('region', { name: 'Verdict on the canary of casino' });
  await expect(verdict).toContainText(`Verdict on ${release}: Not enough data yet`);
  await expect(verdict).toContainText(/Rule: \d+ of \d+ loads and \d+ \(canary\) \/ \d+ \(live\) of \d+ LCP samples needed to judge/);
  await expect(card.getByRole('img', { name: /^Loads of casino: \d+ loads in the last 24 hours \(loads per hour, 0 to \d+\)$/ })).toBeVisible();
  await expect(ops.getByText(/Refreshes every 15 s while this tab is in view/)).toBeVisible();
  await context.close();
});

const CARD = { card_number: '4111 1111 1111 1111', card_holder: 'Aziz Karimov' };

async function largeWithdrawal(page: Page): Promise<{ id: number; login: string }> {
  const player = await registerPlayer(page);
  await confirmEmail(page, player.login);
  await signIn(page, { login: player.login, password: player.password });
  await paidDeposit(page, 300);
  const form = { method: 'visa_mastercard', amount: '250', requisites: JSON.stringify(CARD) };
  const headers = { Origin: origin(), 'Idempotency-Key': `e2e-day-${Date.now()}-${Math.random().toString(36).slice(2)}` };
  const asked = await page.request.post(api('cashier.makewithdrawal', 'uz'), { form, headers });
  expect((await asked.json()).error.type).toBe('RequisitesValidationRequiredException');
  const made = await page.request.post(api('cashier.makewithdrawal', 'uz'), { form: { ...form, code: await withdrawalCode(page, player.login) }, headers });
  expect(made.ok()).toBe(true);
  return { id: ((await made.json()) as { data: { id: number } }).data.id, login: player.login };
}

test('a large payout needs two operators: the demo operator approves first, a second operator completes it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const settings = { Authorization: `Bearer ${opsToken()}`, 'X-Ops-Actor': 'e2e-admin' };
  const before = (await (await page.request.get(`${origin()}/ops/payout-settings`, { headers: settings })).json()) as { data: { second_approval_above: unknown[] } };
  const set = await page.request.put(`${origin()}/ops/payout-settings`, { headers: settings, data: { second_approval_above: [{ currency: 'USD', amount: 200 }] } });
  expect(set.ok()).toBe(true);
  try {
    const { id, login } = await largeWithdrawal(page);
    const label = `withdrawal ${id} of ${login}`;

    const context = await browser.newContext();
    const ops = await context.newPage();
    await operatorSignIn(ops, opsOrigin(), DEMO_OPERATORS.admin);
    await ops.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Payouts' }).click();
    const row = ops.getByRole('row').filter({ hasText: label });
    await expect(row.getByRole('list', { name: `Warnings for ${label}` })).toContainText('Above the second-approval amount');
    await expect(row.getByRole('list', { name: `Warnings for ${label}` })).toContainText('First withdrawal');
    await expect(row.getByRole('definition').first()).toHaveText('300.00 USD');

    await row.getByRole('button', { name: `Approve ${label}` }).click();
    const dialog = ops.getByRole('dialog', { name: `Approve ${label}` });
    await expect(dialog).toContainText('a different operator gives the second');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(row).toContainText('Approved by ops:operator:ops-demo, awaiting a second approver');

    // The same operator cannot give the second approval.
    await row.getByRole('button', { name: `Give the second approval: ${label}` }).click();
    await ops.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(ops.getByRole('alert')).toContainText('a different operator gives the second approval');

    // A second operator completes it; the queue and the listing say who decided and when.
    expect(await payoutsCli('approve', String(id))).toContain(`#${id} approved`);
    await ops.getByRole('combobox', { name: 'Show' }).selectOption('all');
    await expect(row).toContainText(/Approved by ops:token:bootstrap at \d{4}-\d\d-\d\dT/);
    expect(await payoutsCli('--status', 'all', '--limit', '20')).toMatch(new RegExp(`#${id} .*decided by ops:token:bootstrap at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC`));
    await context.close();
  } finally {
    await page.request.put(`${origin()}/ops/payout-settings`, { headers: settings, data: { second_approval_above: before.data.second_approval_above.map((b) => b) } });
  }
});
