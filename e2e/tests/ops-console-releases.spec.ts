import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { DEMO_OPERATORS, operatorSignIn } from '../support/ops-console';

// The console changes which casino release is live: a server of its own, in the releases project.
test.describe.configure({ mode: 'serial' });

const FALLBACK = /«Kazino» boʻlimi vaqtincha ishlamayapti/;
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
    writeFileSync(
      join(
        dir,
        files.find((f) => f.endsWith('.js'))!,
      ),
      'throw new Error("casino app exploded");',
    );
  }
  return dir;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // No automatic rollback here: the operator decides.
  // Every visit reports its page timings; players posting timings stand behind a proxy on this machine, one address each.
  own = await startOwnServer({
    REGISTRY_REFRESH_SECONDS: '1',
    CANARY_MIN_FAILURES: '1000',
    CANARY_FAILURES_PER_CLIENT: '100',
    VITALS_SAMPLE_RATE: '1',
    CANARY_SLOW_MIN_SAMPLES: '5',
    TRUST_PROXY: '127.0.0.1',
  });
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
  await operatorSignIn(ops, own.opsUrl, DEMO_OPERATORS.admin);
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
  // A live release goes away for every player: the operator types the part's name first.
  await dialog.getByLabel('Type casino to confirm').fill('casino');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(ops.getByRole('status')).toHaveText('Done: Roll back casino');
  // The copies differ only in their release name: the page's request for the release's files tells which it got.
  const v1Loaded = site.waitForRequest((r) => r.url().includes(`/releases/casino/${v1}/`));
  await site.goto(`${own.url}/gamehall`);
  await v1Loaded;
  await expect(site.getByTestId('casino-release')).toBeVisible();

  // The audit log shows who did it, as the CLI's changes are shown.
  const log = ops.getByRole('table', { name: 'Release changes, newest first' });
  await expect(log.getByRole('row').nth(1)).toContainText('operator:ops-demo');
  await expect(log.getByRole('row').nth(1)).toContainText('rollback');

  const results = await new AxeBuilder({ page: ops }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await player.close();
});

test('a casino canary whose pages report slow LCP is flagged in the console', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const slow = releaseOf(own.ops('release', 'casino', '--from', variant('slow', '4.0.0-slow', false)).output);
  expect(own.ops('canary', 'casino', slow, '50').status).toBe(0);

  // A player inside the canary's share: once the page furniture is there, the first key press makes LCP final and the shell reports it for the release it loaded.
  const player = await browser.newContext();
  await player.addCookies([{ name: 'mfe_bucket', value: '10', url: own.url }]);
  const site = await player.newPage();
  const reported = site.waitForRequest((r) => r.url().endsWith('/ops/vitals') && r.method() === 'POST');
  await site.goto(`${own.url}/gamehall`);
  await expect(site.getByTestId('casino-release')).toBeVisible();
  let sent = false;
  void reported.then(() => (sent = true));
  await expect(async () => {
    await site.keyboard.press('Shift');
    expect(sent).toBe(true);
  }).toPass({ timeout: 20_000 });
  // The report (a beacon: its body is not shown to the test) counted one LCP sample for the canary the page loaded.
  const api = await playwright.request.newContext();
  const samplesOf = async (release: string) => {
    const health = (await (
      await api.get(`${own.url}/ops/release-health?remote=casino&hours=2`, { headers: { Authorization: 'Bearer e2e-ops-token' } })
    ).json()) as {
      data: { vitals: { release: string; samples: { lcp: number } }[] };
    };
    return health.data.vitals.find((v) => v.release === release)?.samples.lcp ?? 0;
  };
  await expect.poll(() => samplesOf(slow)).toBe(1);
  await player.close();

  // More players: each reads the registry (its signed tokens) and reports what its page measured; the canary's are slow.
  const visit = async (n: number, bucket: number, lcp: number) => {
    const headers = { 'X-Forwarded-For': `10.77.${bucket}.${n}`, Cookie: `mfe_bucket=${bucket}` };
    const doc = (await (await api.get(`${own.url}/remotes.json`, { headers })).json()) as { remotes: { name: string; release: string; token: string }[] };
    const casino = doc.remotes.find((r) => r.name === 'casino')!;
    expect(casino.release === slow).toBe(bucket < 50);
    const answer = await api.post(`${own.url}/ops/vitals`, {
      headers: { ...headers, 'Content-Type': 'text/plain' },
      data: JSON.stringify({ releases: [{ remote: 'casino', release: casino.release, token: casino.token }], lcp, inp: 120, cls: 0.02 }),
    });
    expect(answer.status()).toBe(204);
  };
  for (let n = 1; n <= 6; n++) {
    await visit(n, 10, 7200);
    await visit(n, 90, 900);
  }
  await api.dispose();

  const ops = await (await browser.newContext()).newPage();
  await operatorSignIn(ops, own.opsUrl, DEMO_OPERATORS.admin);
  await ops.getByRole('link', { name: 'Releases' }).click();
  const card = ops.getByRole('article', { name: 'casino' });
  await expect(card.getByRole('alert')).toContainText(`The canary ${slow} loads pages clearly slower than the live release: p75 LCP 8000 ms`);
  const row = card
    .getByRole('table', { name: /page timings/ })
    .getByRole('row')
    .filter({ hasText: slow });
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^8000 ms \(\d+ samples?\)$/);
  await expect(row.getByRole('cell').nth(7)).toHaveText(/^0\.025 \(\d+ samples?\)$/);
  // The verdict says which rule decided it, with its samples.
  await expect(card.getByRole('region', { name: 'Verdict on the canary of casino' })).toContainText(`Verdict on ${slow}: Slow`);
  // Loads per hour are counted for every release served, live and canary alike.
  await expect(card.getByRole('img', { name: /^Loads of casino: [1-9]\d* loads in the last 24 hours \(loads per hour, 0 to \d+\)$/ })).toBeVisible();
  const results = await new AxeBuilder({ page: ops }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(own.ops('canary', 'casino', slow, '0').status).toBe(0);
});

test('a kyc operator cannot touch releases', async ({ page }) => {
  await operatorSignIn(page, own.opsUrl, DEMO_OPERATORS.kyc);
  await expect(page.getByRole('link', { name: 'Releases' })).toHaveCount(0);
  await page.goto(`${own.opsUrl}/ops/console/releases`);
  await expect(page.getByRole('alert')).toHaveText('Your roles do not allow this page.');
  // The server refuses it too, whatever the page shows.
  const me = (await (await page.request.get(`${own.opsUrl}/ops/console/api/me`)).json()) as { data: { csrf: string } };
  const refused = await page.request.post(`${own.opsUrl}/ops/releases/casino/rollback`, {
    data: {},
    headers: { Origin: own.opsUrl, 'X-CSRF-Token': me.data.csrf },
  });
  expect(refused.status()).toBe(403);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
