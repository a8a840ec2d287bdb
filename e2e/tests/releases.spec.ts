import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { signIn } from './helpers';

// These tests change which release of a remote is live, so they run on a server of their own.
test.describe.configure({ mode: 'serial' });

const FALLBACK = /«Kazino» boʻlimi vaqtincha ishlamayapti/;
let own: OwnServer;
let work: string;
let v1Dir: string;
let v1: string;
let broken: string;

interface Entry {
  name: string;
  release: string;
  entry: string;
}

async function registry(bucket = 70): Promise<Entry[]> {
  const res = await fetch(`${own.url}/remotes.json`, { headers: { Cookie: `mfe_bucket=${bucket}` } });
  return ((await res.json()) as { remotes: Entry[] }).remotes;
}

async function othersFingerprint(): Promise<string[]> {
  const out: string[] = [];
  for (const r of (await registry()).filter((e) => e.name !== 'casino')) {
    const bytes = Buffer.from(await (await fetch(`${own.url}${r.entry}`)).arrayBuffer());
    out.push(`${r.name} ${r.release} ${createHash('sha256').update(bytes).digest('hex')}`);
  }
  return out;
}

function releaseOf(output: string): string {
  const match = /published (\S+)|already published (\S+)/.exec(output);
  if (!match) throw new Error(`no release in:\n${output}`);
  return (match[1] ?? match[2])!;
}

/** A copy of a build with its version changed and `edit` applied to the exposed app chunk's files. */
function variant(name: string, version: string, edit: (dir: string, exposeFiles: string[]) => void): string {
  const dir = join(work, name);
  cpSync(v1Dir, dir, { recursive: true });
  const info = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { version: string };
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ ...info, version }));
  rmSync(join(dir, 'release.json.gz'), { force: true });
  rmSync(join(dir, 'release.json.br'), { force: true });
  edit(
    dir,
    readdirSync(dir).filter((f) => f.startsWith('__federation_expose_app')),
  );
  return dir;
}

async function opsList(remote: string): Promise<{ release: string; failures: number; active: boolean }[]> {
  const res = await fetch(`${own.url}/ops/releases/${remote}`, { headers: { Authorization: 'Bearer e2e-ops-token' } });
  return ((await res.json()) as { data: { items: { release: string; failures: number; active: boolean }[] } }).data.items;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // One browser plays every player here: it may report a release's failure more than once.
  own = await startOwnServer({
    REGISTRY_REFRESH_SECONDS: '1',
    CANARY_MIN_FAILURES: '3',
    CANARY_FAILURE_RATE: '0.5',
    CANARY_FAILURES_PER_CLIENT: '100',
    CANARY_MIN_REPORTERS: '1',
  });
  work = mkdtempSync(join(tmpdir(), 'casino-releases-'));
  v1Dir = join(work, 'v1');
});

test.afterAll(async () => {
  await own?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('release v1 and v2 of the casino, roll back: v1 is back and nothing else changed', async ({ page }) => {
  test.setTimeout(180_000);
  const r1 = own.ops('release', 'casino', '--activate', '--version', '1.0.0', '--out', v1Dir);
  expect(r1.status, r1.output).toBe(0);
  v1 = releaseOf(r1.output);
  expect(v1).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
  const before = await othersFingerprint();

  const r2 = own.ops('release', 'casino', '--activate', '--version', '2.0.0');
  expect(r2.status, r2.output).toBe(0);
  const v2 = releaseOf(r2.output);
  // Publishing the same build again changes nothing.
  expect(own.ops('release', 'casino', '--from', v1Dir).output).toContain(`already published ${v1}`);

  await page.goto(`${own.url}/gamehall`);
  await expect(page.getByTestId('casino-release')).toHaveText(/versiya 2\.0\.0/);
  expect((await registry()).find((e) => e.name === 'casino')?.release).toBe(v2);

  const rollback = own.ops('rollback', 'casino');
  expect(rollback.status, rollback.output).toBe(0);
  await page.reload();
  await expect(page.getByTestId('casino-release')).toHaveText(/versiya 1\.0\.0/);
  expect((await registry()).find((e) => e.name === 'casino')?.release).toBe(v1);
  expect(await othersFingerprint()).toEqual(before);

  const history = own.ops('releases', 'casino').output;
  expect(history).toMatch(new RegExp(`${v1.replace(/\./g, '\\.')}\\s+ACTIVE`));
});

test('an open page meets a new release on its next navigation into the area, not before', async ({ page }) => {
  // The page's timers are ours to run: whatever the shell would do on its own while the player stays, it does below.
  await page.clock.install();
  await page.goto(`${own.url}/gamehall`);
  await expect(page.getByTestId('casino-release')).toHaveText(/versiya 1\.0\.0/);
  const v2 = (await opsList('casino')).find((r) => r.release.startsWith('2.0.0'))!.release;
  const v2Requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/releases/casino/${v2}/`)) v2Requests.push(r.url());
  });
  const next = own.ops('rollback', 'casino', '--to', v2);
  expect(next.status, next.output).toBe(0);
  expect((await registry()).find((e) => e.name === 'casino')?.release).toBe(v2);
  await page.clock.runFor(60_000); // a minute on the page, far past REGISTRY_REFRESH_SECONDS
  await expect(page.getByTestId('casino-release')).toHaveText(/versiya 1\.0\.0/); // untouched while on the page
  expect(v2Requests).toEqual([]);

  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Sodiqlik' }).click();
  // The loyalty area is on the page: its heading is the programme's name once loaded, the page's name while it loads.
  await expect(page.getByRole('heading', { level: 1, name: /^(Yulduzlar klubi|Sodiqlik dasturi)$/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Oʻyinlar zali' }).click();
  await expect(page.getByTestId('casino-release')).toHaveText(/versiya 2\.0\.0/);
  expect(own.ops('rollback', 'casino', '--to', v1).status).toBe(0);
});

async function expectIsolated(page: Page) {
  await page.goto(`${own.url}/gamehall`);
  await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto(`${own.url}/cashier/deposit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kassa' })).toBeVisible();
  await page.goto(`${own.url}/ru/profile/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки профиля' })).toBeVisible();
}

test('a casino release whose ./app throws: fallback in the game hall, the rest works, the beacon recorded it', async ({ page }) => {
  const dir = variant('broken', '3.0.0-broken', (d, files) => {
    for (const f of files) rmSync(join(d, f));
    const js = files.find((f) => f.endsWith('.js'))!;
    writeFileSync(join(d, js), 'throw new Error("casino app exploded");');
  });
  const published = own.ops('release', 'casino', '--from', dir, '--activate');
  expect(published.status, published.output).toBe(0);
  broken = releaseOf(published.output);

  await signIn(page, undefined, own.url);
  await expectIsolated(page);
  await expect.poll(async () => (await opsList('casino')).find((r) => r.release === broken)?.failures ?? 0).toBeGreaterThan(0);
});

test('a casino release whose files are gone (404): the same isolation', async ({ page }) => {
  const dir = variant('missing', '4.0.0-missing', (d, files) => files.forEach((f) => rmSync(join(d, f))));
  const published = own.ops('release', 'casino', '--from', dir, '--activate');
  expect(published.status, published.output).toBe(0);
  await signIn(page, undefined, own.url);
  await expectIsolated(page);
});

async function contextInBucket(browser: import('@playwright/test').Browser, bucket: number): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'mfe_bucket', value: String(bucket), url: own.url }]);
  return context;
}

test('a failing canary for 50 % of players is rolled back automatically', async ({ browser }) => {
  expect(own.ops('rollback', 'casino', '--to', v1).status).toBe(0);
  const canary = own.ops('canary', 'casino', broken, '50');
  expect(canary.status, canary.output).toBe(0);
  expect((await registry(10)).find((e) => e.name === 'casino')?.release).toBe(broken);
  expect((await registry(90)).find((e) => e.name === 'casino')?.release).toBe(v1);

  const outside = await contextInBucket(browser, 90);
  const healthy = await outside.newPage();
  await healthy.goto(`${own.url}/gamehall`);
  await expect(healthy.getByTestId('casino-release')).toHaveText(/versiya 1\.0\.0/);
  await outside.close();

  const inside = await contextInBucket(browser, 10);
  const page = await inside.newPage();
  for (let i = 0; i < 3; i++) {
    await page.goto(`${own.url}/gamehall`);
    await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
  }
  await expect.poll(async () => (await registry(10)).find((e) => e.name === 'casino')?.release, { timeout: 10_000 }).toBe(v1);
  await page.goto(`${own.url}/gamehall`);
  await expect(page.getByTestId('casino-release')).toHaveText(/versiya 1\.0\.0/);
  await inside.close();
  expect(own.ops('releases', 'casino').output).not.toMatch(/canary \d+%/);
});

/** A copy of the first build with `edit` applied to its entry (remoteEntry.js), the compressed copies dropped. */
function entryVariant(name: string, version: string, edit: (source: string) => string, shared?: Record<string, string>): string {
  const dir = variant(name, version, () => {});
  const entry = join(dir, 'remoteEntry.js');
  writeFileSync(entry, edit(readFileSync(entry, 'utf8')));
  rmSync(`${entry}.gz`, { force: true });
  rmSync(`${entry}.br`, { force: true });
  if (shared) {
    const info = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { shared: Record<string, string> };
    writeFileSync(join(dir, 'release.json'), JSON.stringify({ ...info, shared: { ...info.shared, ...shared } }));
  }
  return dir;
}

test('a release built for another contract is stored but never served: activating it is refused with the reason', async () => {
  expect(own.ops('rollback', 'casino', '--to', v1).status).toBe(0);
  const dir = variant('old-contract', '0.9.0-old', () => {});
  const info = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { contract: number };
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ ...info, contract: info.contract - 1 }));
  const refused = own.ops('release', 'casino', '--from', dir, '--activate');
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain(`is built for contract ${info.contract - 1}; the shell needs ${info.contract}`);
  expect((await registry()).find((e) => e.name === 'casino')?.release).toBe(v1);
});

test('a release that needs singletons the page does not hold is refused before its code runs, and only its area shows it', async ({ page }) => {
  // Its release.json says so: the shell refuses it from the registry entry, without running its entry
  // (the page's preloads may have fetched it; a preload runs nothing).
  const declared = own.ops(
    'release',
    'casino',
    '--activate',
    '--from',
    entryVariant('react-20', '5.0.0-react20', (s) => s, { react: '20.0.0' }),
  );
  expect(declared.status, declared.output).toBe(0);
  await page.goto(`${own.url}/gamehall`);
  await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
  const ran = () =>
    page.evaluate(() => ({
      container: 'mfe_casino' in window,
      instance: ((globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: { name: string }[] } }).__FEDERATION__?.__INSTANCES__ ?? []).some(
        (i) => i.name === 'mfe_casino',
      ),
    }));
  expect(await ran()).toEqual({ container: false, instance: false });
  await page.getByRole('link', { name: 'Sodiqlik' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Yulduzlar klubi|Sodiqlik dasturi)$/ })).toBeVisible();

  // Only its entry says so (a newer platform package): Module Federation refuses the shell's copy when
  // ./app asks for it, and the load fails before ./app runs.
  const needs = own.ops(
    'release',
    'casino',
    '--activate',
    '--from',
    entryVariant('shared-0.2', '5.0.1-shared02', (s) => s.replaceAll('requiredVersion:"^0.1.', 'requiredVersion:"^0.2.')),
  );
  expect(needs.status, needs.output).toBe(0);
  const refused = releaseOf(needs.output);
  await page.goto(`${own.url}/gamehall`);
  await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
  await expect(page.getByTestId('casino-release')).toHaveCount(0);
  // Reported against that release, like a failed load.
  await expect.poll(async () => (await opsList('casino')).find((r) => r.release === refused)?.failures ?? 0).toBeGreaterThan(0);
  expect(own.ops('rollback', 'casino', '--to', v1).status).toBe(0);
});
