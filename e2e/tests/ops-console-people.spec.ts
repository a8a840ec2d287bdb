import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { origin } from './money';
import { DEMO_OPERATORS, operatorSignIn, opsOrigin } from '../support/ops-console';

/**
 * The ops console's people (docs/operations/console.md): an admin creates a colleague while the site
 * runs, the colleague signs in with the authenticator enrolled from the QR code's secret, acts from
 * the command line with a token of their own, and the audit log names them; confirmations weigh
 * what they risk; the console fits a phone and passes an accessibility audit.
 */

test.describe.configure({ mode: 'serial' });
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.71.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const ROOT = join(import.meta.dirname, '../..');
const run = promisify(execFile);
const login = `e2e-ops-${Date.now().toString(36)}`;
const PASSWORD = 'a long password for e2e';

/** An ops command as an operator types it, against the server under test. */
async function cli(args: string[], env: Record<string, string> = {}) {
  return run('pnpm', ['--silent', ...args], {
    cwd: ROOT,
    timeout: 60_000,
    env: { ...process.env, OPS_URL: origin(), ...(process.env.E2E_DATA_DIR ? { DATA_DIR: process.env.E2E_DATA_DIR } : {}), ...env },
  });
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let admin: BrowserContext;
let ops: Page;
let secret = '';
let token = '';

test.beforeAll(async ({ browser }) => {
  admin = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.72.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  await admin.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: opsOrigin() });
  ops = await admin.newPage();
  await operatorSignIn(ops, opsOrigin(), DEMO_OPERATORS.admin);
});
test.afterAll(() => admin.close());

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click();

test('an admin creates an operator in the console; the QR code and secret are shown once', async () => {
  await section(ops, 'Operators');
  await ops.getByLabel('Login').fill(login);
  await ops.getByLabel('Password (at least 12 characters)').fill(PASSWORD);
  await ops.getByRole('group', { name: 'Roles' }).getByLabel('releases').check();
  await ops.getByRole('button', { name: 'Create operator' }).click();

  await expect(ops.getByRole('heading', { name: `Authenticator for ${login}` })).toBeVisible();
  await expect(ops.getByRole('img', { name: `TOTP QR code for ${login}` })).toHaveAttribute('src', /^data:image\/png;base64,/);
  secret = (await ops.getByLabel('TOTP secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(ops.getByRole('row').filter({ hasText: login })).toContainText('never');

  await ops.getByRole('button', { name: 'Done, hide the code' }).click();
  await expect(ops.getByLabel('TOTP secret')).toHaveCount(0);
  // Once: the page does not get it again.
  const listed = ops.waitForResponse((r) => r.url().endsWith('/ops/operators'));
  await ops.reload();
  await listed;
  await expect(ops.getByRole('row').filter({ hasText: login })).toBeVisible();
  await expect(ops.getByLabel('TOTP secret')).toHaveCount(0);
});

test('the new operator signs in with the code of that secret and sees their sections only', async ({ browser }) => {
  expect(secret).not.toBe('');
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': `10.73.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  const page = await context.newPage();
  await operatorSignIn(page, opsOrigin(), { login, password: PASSWORD, secret });
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Releases' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await context.close();

  const listed = ops.waitForResponse((r) => r.url().endsWith('/ops/operators'));
  await ops.reload();
  await listed;
  await expect(ops.getByRole('row').filter({ hasText: login })).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
});

test('a token of the operator, shown once with a copy button, acts for them from the command line; the audit log names them', async () => {
  await ops.getByRole('button', { name: `Manage ${login}` }).click();
  await ops.getByLabel('Token name').fill('laptop');
  await ops.getByRole('button', { name: 'Create token' }).click();
  const shown = ops.getByRole('group', { name: 'New token' });
  token = (await shown.getByLabel('New token').textContent())!.trim();
  expect(token).toMatch(/^opsu_/);
  await shown.getByRole('button', { name: 'Copy the token' }).click();
  await expect(shown.getByRole('status')).toHaveText('Copied');
  expect(await ops.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expect(ops.getByRole('table', { name: `Tokens of ${login}` })).toContainText('laptop');
  await expect(ops.getByRole('table', { name: `Tokens of ${login}` })).not.toContainText(token);

  // The command line with the operator's token: a name in OPS_ACTOR is not taken.
  const { stdout } = await cli(['canary', 'casino', 'none', '0'], { OPS_TOKEN: token, OPS_ACTOR: 'anyone' });
  expect(stdout).toContain('casino: canary stopped');

  await section(ops, 'Audit log');
  await ops.getByLabel('Area').selectOption('canary');
  await ops.getByRole('textbox', { name: 'Operator' }).fill(login);
  const filtered = ops.waitForResponse((r) => r.url().includes('/ops/audit?') && r.url().includes(`actor=${login}`));
  await ops.getByRole('button', { name: 'Show' }).click();
  await filtered;
  const entries = ops.getByRole('table', { name: 'Audit entries, newest first' });
  await expect(entries.getByRole('row').nth(1)).toContainText(`operator:${login}`);
  await expect(entries.getByRole('row').nth(1)).toContainText('canary_stop');
  await expect(entries.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  await expect(entries).not.toContainText('anyone');

  // The operators area has the creation and the token, by the admin.
  await ops.getByLabel('Area').selectOption('tokens');
  await ops.getByRole('textbox', { name: 'Operator' }).fill('ops-demo');
  const tokens = ops.waitForResponse((r) => r.url().includes('/ops/audit?') && r.url().includes('area=tokens'));
  await ops.getByRole('button', { name: 'Show' }).click();
  await tokens;
  await expect(entries.getByRole('row').filter({ hasText: login }).first()).toContainText('operator:ops-demo');

  // A time range that ends before the action shows nothing of it.
  await ops.getByLabel('Area').selectOption('canary');
  await ops.getByRole('textbox', { name: 'Operator' }).fill(login);
  await ops.getByLabel('To (your time)').fill('2020-01-01T00:00');
  const past = ops.waitForResponse((r) => r.url().includes('/ops/audit?') && r.url().includes('until='));
  await ops.getByRole('button', { name: 'Show' }).click();
  await past;
  await expect(ops.getByRole('status').filter({ hasText: 'No entries match.' })).toBeVisible();

  // The same trail from the command line (the bootstrap token reads it); a wrong option is a usage error.
  const printed = (await cli(['audit-log', '--area', 'canary', '--actor', login, '--json'])).stdout;
  const json = JSON.parse(printed.slice(printed.indexOf('['))) as Array<{ actor: string; action: string; at: string }>;
  expect(json[0]).toMatchObject({ actor: `operator:${login}`, action: 'canary_stop' });
  await expect(cli(['audit-log', '--area', 'nowhere'])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--area must be one of') });

  // Revoked, the token opens nothing.
  await section(ops, 'Operators');
  await ops.getByRole('button', { name: `Manage ${login}` }).click();
  await ops.getByRole('button', { name: 'Revoke laptop' }).click();
  await ops.getByRole('dialog', { name: 'Revoke token laptop' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(ops.getByRole('table', { name: `Tokens of ${login}` })).toContainText('revoked');
  const refused = await ops.request.get(`${origin()}/ops/releases`, { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});

test('taking the whole site down asks for its name; focus starts on Cancel and Escape closes', async () => {
  await section(ops, 'Maintenance');
  const opener = ops.getByRole('button', { name: 'Switch on: Whole site' });
  await opener.click();
  const dialog = ops.getByRole('dialog', { name: 'Switch on maintenance: Whole site' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByLabel('Type site to confirm').fill('sit');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByLabel('Type site to confirm').fill('site');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await ops.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // Nothing was switched: the site has no maintenance mode.
  const state = await ops.request.get(`${opsOrigin()}/ops/maintenance`);
  expect(((await state.json()) as { data: { modes: Array<{ scope: string }> } }).data.modes.map((m) => m.scope)).not.toContain('site');
});

test('the console fits a 375 px phone: every section and Sign out on screen; its pages pass the accessibility audit', async () => {
  for (const name of ['Releases', 'Payouts', 'Cashback', 'Verifications', 'Maintenance', 'Operators', 'Audit log']) {
    await section(ops, name);
    await expect(ops.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(ops.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expect(ops.getByText('Loading…')).toHaveCount(0);
    expect(await axe(ops), name).toEqual([]);
  }
  await ops.setViewportSize({ width: 375, height: 740 });
  await ops.reload();
  const nav = ops.getByRole('navigation', { name: 'Sections' });
  const onScreen = async (box: { x: number; width: number } | null) => {
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  };
  for (const name of ['Releases', 'Payouts', 'Cashback', 'Verifications', 'Maintenance', 'Operators', 'Audit log']) {
    const link = nav.getByRole('link', { name });
    await expect(link).toBeVisible();
    await onScreen(await link.boundingBox());
  }
  await onScreen(await ops.getByRole('button', { name: 'Sign out' }).boundingBox());
  expect(await ops.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await section(ops, 'Operators');
  expect(await axe(ops)).toEqual([]);
});
