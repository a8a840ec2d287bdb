import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { DEMO_OPERATORS, operatorSignIn } from '../support/ops-console';

// The console changes which casino release is live: a server of its own, in the releases project.
test.describe.configure({ mode: 'serial' });

const FALLBACK = /«Kazino» bo'limi vaqtincha ishlamayapti/;
const CASINO_DIST = join(import.meta.dirname, '../../mfe-casino/dist');
let own: OwnServer;
let work: string;

function releaseOf(output: string): string {
  const match = /published (\S+)|already published (\S+)/.exec(output);
  if (!match) throw new Error(`no release in:\n${output}`);
  return (match[1] ?? match[2])!;
}

/** A copy of the built casino under another version; `broken` makes its exposed app throw. */
function variant(name: string, version: string, broken: boolean): string {
  const dir = join(work, name);
  cpSync(CASINO_DIST, dir, { recursive: true });
  const info = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { version: string };
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ ...info, version }));
  rmSync(join(dir, 'release.json.gz'), { force: true });
  rmSync(join(dir, 'release.json.br'), { force: true });
  if (broken) {
    const files = readdirSync(dir).filter((f) => f.startsWith('__federation_expose_app'));
    for (const f of files) rmSync(join(dir, f));
    writeFileSync(join(dir, files.find((f) => f.endsWith('.js'))!), 'throw new Error("casino app exploded");');
  }
  return dir;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // No automatic rollback here: the operator decides.
  own = await startOwnServer({ REGISTRY_REFRESH_SECONDS: '1', CANARY_MIN_FAILURES: '1000', CANARY_FAILURES_PER_CLIENT: '100' });
  work = mkdtempSync(join(tmpdir(), 'casino-ops-console-'));
});

test.afterAll(async () => {
  await own?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('an operator sees a broken casino canary, stops it and rolls back from the console', async ({ browser }) => {
  test.setTimeout(120_000);
  const v1 = releaseOf(own.ops('release', 'casino', '--from', variant('v1', '1.0.0', false), '--activate').output);
  const v2 = releaseOf(own.ops('release', 'casino', '--from', variant('v2', '2.0.0', false), '--activate').output);
  const broken = releaseOf(own.ops('release', 'casino', '--from', variant('broken', '3.0.0-broken', true)).output);
  expect(own.ops('canary', 'casino', broken, '50').status).toBe(0);

  // A player inside the canary's share meets the broken release; the beacon reports it.
  const player = await browser.newContext();
  await player.addCookies([{ name: 'mfe_bucket', value: '10', url: own.url }]);
  const site = await player.newPage();
  await site.goto(`${own.url}/gamehall`);
  await expect(site.getByRole('heading', { name: FALLBACK })).toBeVisible();

  const ops = await (await browser.newContext()).newPage();
  await operatorSignIn(ops, own.url, DEMO_OPERATORS.admin);
  await ops.getByRole('link', { name: 'Releases' }).click();
  const card = ops.getByRole('article', { name: 'casino' });
  await expect(card.getByRole('row').filter({ hasText: broken })).toContainText('canary 50 %');
  await expect(async () => {
    await ops.reload();
    const failures = await card.getByRole('row').filter({ hasText: broken }).getByRole('cell').nth(3).textContent();
    expect(Number(failures)).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });

  // Stop the canary: the player is back on v2 at the next navigation.
  await card.getByRole('button', { name: 'Stop canary of casino' }).click();
  await ops.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(ops.getByRole('status')).toHaveText('Done: Stop casino canary');
  // The copies differ only in their release name: the page's request for the release's files tells which it got.
  const v2Loaded = site.waitForRequest((r) => r.url().includes(`/releases/casino/${v2}/`));
  await site.goto(`${own.url}/gamehall`);
  await v2Loaded;
  await expect(site.getByTestId('casino-release')).toBeVisible();

  // Roll back: the confirmation names the previous release.
  await card.getByRole('button', { name: 'Roll back casino' }).click();
  const dialog = ops.getByRole('dialog', { name: 'Roll back casino' });
  await expect(dialog).toContainText(`from ${v2} to ${v1}`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(ops.getByRole('status')).toHaveText('Done: Roll back casino');
  // The copies differ only in their release name: the page's request for the release's files tells which it got.
  const v1Loaded = site.waitForRequest((r) => r.url().includes(`/releases/casino/${v1}/`));
  await site.goto(`${own.url}/gamehall`);
  await v1Loaded;
  await expect(site.getByTestId('casino-release')).toBeVisible();

  // The audit log shows who did it, as the CLI's changes are shown.
  const log = ops.getByRole('table', { name: 'Release changes, newest first' });
  await expect(log.getByRole('row').nth(1)).toContainText('console:ops-demo');
  await expect(log.getByRole('row').nth(1)).toContainText('rollback');

  const results = await new AxeBuilder({ page: ops }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await player.close();
});

test('a kyc operator cannot touch releases', async ({ page }) => {
  await operatorSignIn(page, own.url, DEMO_OPERATORS.kyc);
  await expect(page.getByRole('link', { name: 'Releases' })).toHaveCount(0);
  await page.goto(`${own.url}/ops/console/releases`);
  await expect(page.getByRole('alert')).toHaveText('Your roles do not allow this page.');
  // The server refuses it too, whatever the page shows.
  const me = (await (await page.request.get(`${own.url}/ops/console/api/me`)).json()) as { data: { csrf: string } };
  const refused = await page.request.post(`${own.url}/ops/releases/casino/rollback`, { data: {}, headers: { Origin: own.url, 'X-CSRF-Token': me.data.csrf } });
  expect(refused.status()).toBe(403);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
