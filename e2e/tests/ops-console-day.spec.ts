import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer, signIn } from './helpers';
import { api, confirmEmail, origin, paidDeposit, withdrawalCode } from './money';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { DEMO_OPERATORS, operatorSignIn } from '../support/ops-console';

/**
 * An operator's working day in the console (issue 51's "Done when"), one step after the other on a
 * server of its own (maintenance and releases change the site for everyone): a second operator is
 * created while players play and signs in with password and authenticator; a casino release is
 * previewed in the operator's browser alone, then started as a canary, judged and promoted; the
 * game hall's maintenance is scheduled and ends with players back on their page by themselves; a
 * large payout is approved by the two operators; and the audit page has every step with the
 * operator who took it (their login, never a name they claim).
 */
test.describe.configure({ mode: 'serial' });

/** The suite's own server: the port after the shared one's two (E2E_PORT, its ops port). */
const OWN_PORT = Number(process.env.E2E_PORT ?? 8181) + 2;
const colleague = { login: `day-${Date.now().toString(36)}`, password: 'a long password for the day', secret: '' };

let own: OwnServer;
let work: string;
let candidate: string;
let live: string;
let admin: BrowserContext;
let ops: Page;
let second: BrowserContext;
let payout: { id: number; login: string };

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click();
/** The casino release a browser context is served (its cookies: canary bucket, preview pass). */
async function servedCasino(page: Page) {
  const r = await page.request.get(`${own.url}/remotes.json`);
  const entry = ((await r.json()) as { remotes: { name: string; release: string; preview?: boolean }[] }).remotes.find((e) => e.name === 'casino')!;
  return { release: entry.release, preview: entry.preview === true, cacheControl: r.headers()['cache-control'] };
}
/** A player's browser; `bucket` places it inside or outside a canary's share. */
async function player(browser: Browser, bucket: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.url, extraHTTPHeaders: { 'X-Forwarded-For': `10.81.${bucket}.${Math.floor(Math.random() * 250)}` } });
  await context.addCookies([{ name: 'mfe_bucket', value: String(bucket), url: own.url }]);
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  own = await startOwnServer(
    { REGISTRY_REFRESH_SECONDS: '1', VITALS_SAMPLE_RATE: '1', CANARY_MIN_FAILURES: '1000', TRUST_PROXY: '127.0.0.1' },
    { port: OWN_PORT },
  );
  work = mkdtempSync(join(tmpdir(), 'casino-ops-day-'));
  live = (await servedCasinoOf(own.url)).release;
  // Last night's build of the casino, published but given to no player (the deployment pipeline).
  const dir = join(work, 'candidate');
  cpSync(join(import.meta.dirname, '../../mfe-casino/dist'), dir, { recursive: true });
  const info = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { version: string };
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ ...info, version: '7.0.0-day' }));
  rmSync(join(dir, 'release.json.gz'), { force: true });
  rmSync(join(dir, 'release.json.br'), { force: true });
  const published = own.ops('release', 'casino', '--from', dir);
  candidate = /published (\S+)|already published (\S+)/.exec(published.output)?.slice(1).find(Boolean) ?? '';
  expect(candidate, published.output).toMatch(/^7\.0\.0-day-/);
  // Withdrawals above 200 USD need two approvers (an admin's setting).
  const set = await fetch(`${own.url}/ops/payout-settings`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer e2e-ops-token', 'Content-Type': 'application/json' },
    body: JSON.stringify({ second_approval_above: [{ currency: 'USD', amount: 200 }] }),
  });
  expect(set.ok).toBe(true);

  admin = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.82.${Math.floor(Math.random() * 250)}.1` } });
  ops = await admin.newPage();
  await operatorSignIn(ops, own.opsUrl, DEMO_OPERATORS.admin);
});
test.afterAll(async () => {
  await admin?.close();
  await second?.close();
  await own?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function servedCasinoOf(url: string) {
  const doc = (await (await fetch(`${url}/remotes.json`, { headers: { Cookie: 'mfe_bucket=99' } })).json()) as { remotes: { name: string; release: string }[] };
  return doc.remotes.find((e) => e.name === 'casino')!;
}

test('morning: a second operator is created in the console while players play, and signs in with password and authenticator', async ({ browser }) => {
  const site = await player(browser, 90);
  await site.goto('/gamehall');
  await expect(site.getByRole('navigation', { name: 'Kategoriyalar' })).toBeVisible();

  await section(ops, 'Operators');
  await ops.getByLabel('Login').fill(colleague.login);
  await ops.getByLabel('Password (at least 12 characters)').fill(colleague.password);
  await ops.getByRole('group', { name: 'Roles' }).getByLabel('payments').check();
  await ops.getByRole('button', { name: 'Create operator' }).click();
  colleague.secret = (await ops.getByLabel('TOTP secret').textContent())!.trim();
  expect(colleague.secret).toMatch(/^[A-Z2-7]{32}$/);
  await ops.getByRole('button', { name: 'Done, hide the code' }).click();

  second = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.83.${Math.floor(Math.random() * 250)}.1` } });
  const colleaguePage = await second.newPage();
  await operatorSignIn(colleaguePage, own.opsUrl, colleague);
  await expect(colleaguePage.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Payouts' })).toBeVisible();

  // The site ran on meanwhile.
  await site.reload();
  await expect(site.getByRole('navigation', { name: 'Kategoriyalar' })).toBeVisible();
  await site.context().close();
});

test("the candidate is previewed in the operator's browser alone; players keep the live release; ending the preview brings it back", async ({ browser }) => {
  await section(ops, 'Releases');
  const card = ops.getByRole('article', { name: 'casino' });
  await expect(card.getByRole('button', { name: `Preview ${live}` })).toHaveCount(0);
  const opened = admin.waitForEvent('page');
  await card.getByRole('button', { name: `Preview ${candidate}` }).click();
  const preview = await opened;
  await expect(ops.getByRole('status')).toContainText('Preview of casino 7.0.0-day opened in a new tab');

  // The operator's browser: the banner, the candidate in its registry (its own, never cached), and its files loaded.
  const banner = preview.getByRole('complementary', { name: 'Oldindan koʻrish' });
  await expect(banner).toContainText('Oldindan koʻrish: casino 7.0.0-day');
  expect(await servedCasino(preview)).toEqual({ release: candidate, preview: true, cacheControl: 'private, no-store' });
  const candidateLoaded = preview.waitForRequest((r) => r.url().includes(`/releases/casino/${candidate}/`));
  await preview.goto(`${own.url}/gamehall`);
  await candidateLoaded;
  await expect(preview.getByRole('navigation', { name: 'Kategoriyalar' })).toBeVisible();

  // A player at the same time: the live release, no banner.
  const site = await player(browser, 10);
  const liveLoaded = site.waitForRequest((r) => r.url().includes(`/releases/casino/${live}/`));
  await site.goto('/gamehall');
  await liveLoaded;
  await expect(site.getByRole('navigation', { name: 'Kategoriyalar' })).toBeVisible();
  await expect(site.getByRole('complementary', { name: 'Oldindan koʻrish' })).toHaveCount(0);
  expect((await servedCasino(site)).release).toBe(live);
  await site.context().close();

  // Ending it: home, no banner, the live release again.
  await banner.getByRole('button', { name: 'Koʻrishni tugatish' }).click();
  await expect(preview).toHaveURL(`${own.url}/`);
  await expect(preview.getByRole('complementary', { name: 'Oldindan koʻrish' })).toHaveCount(0);
  expect(await servedCasino(preview)).toMatchObject({ release: live, preview: false });
  const backToLive = preview.waitForRequest((r) => r.url().includes(`/releases/casino/${live}/`));
  await preview.goto(`${own.url}/gamehall`);
  await backToLive;
  await preview.close();
});

test('the candidate goes out as a canary, is judged with its samples, and is promoted', async ({ browser }) => {
  const card = ops.getByRole('article', { name: 'casino' });
  await card.getByRole('combobox', { name: 'Release of casino' }).selectOption(candidate);
  await card.getByLabel('Canary share of casino (%)').fill('50');
  await card.getByRole('button', { name: 'Start canary of casino' }).click();
  await ops.getByRole('dialog', { name: 'Canary on casino' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(ops.getByRole('status')).toHaveText('Done: Canary on casino');

  // A player inside the share meets the canary.
  const site = await player(browser, 10);
  const loaded = site.waitForRequest((r) => r.url().includes(`/releases/casino/${candidate}/`));
  await site.goto('/gamehall');
  await loaded;
  await site.context().close();

  await ops.reload();
  const verdict = card.getByRole('region', { name: 'Verdict on the canary of casino' });
  await expect(verdict).toContainText(`Verdict on ${candidate}: Not enough data yet`);
  await expect(verdict).toContainText(/Rule: \d+ of \d+ loads and \d+ \(canary\) \/ \d+ \(live\) of \d+ LCP samples needed to judge/);

  await card.getByRole('button', { name: 'Promote canary of casino' }).click();
  await ops.getByRole('dialog', { name: 'Promote casino canary' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(ops.getByRole('status')).toHaveText('Done: Promote casino canary');
  // Every player now, outside the share too.
  const outside = await player(browser, 90);
  expect((await servedCasino(outside)).release).toBe(candidate);
  await outside.context().close();
});

test("the game hall's maintenance is scheduled, starts, and ends with players back on their page by themselves", async ({ browser }) => {
  test.setTimeout(120_000);
  const site = await player(browser, 90);
  await site.goto('/gamehall');
  await expect(site.getByRole('navigation', { name: 'Kategoriyalar' })).toBeVisible();

  await section(ops, 'Maintenance');
  // The window in the operator's own time zone, as the form takes it, to the second.
  const local = (ms: number) =>
    ops.evaluate((at) => {
      const d = new Date(at);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
    }, ms);
  const starts = Date.now() + 20_000;
  await ops.getByLabel('Message for Game hall', { exact: true }).fill('Yangi oʻyinlar qoʻshilmoqda');
  await ops.getByLabel('Russian message for Game hall').fill('Добавляем новые игры');
  await ops.getByLabel('Starts (Game hall)').fill(await local(starts));
  await ops.getByLabel('Ends (Game hall)').fill(await local(starts + 25_000));
  await ops.getByRole('button', { name: 'Switch on: Game hall' }).click();
  await ops.getByRole('dialog', { name: 'Schedule maintenance: Game hall' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(ops.getByRole('status')).toHaveText('Maintenance on: Game hall');
  await expect(ops.getByRole('table', { name: 'Maintenance modes' }).getByRole('row', { name: /Game hall/ })).toContainText('Scheduled from');
  // Players are told ahead.
  await site.reload();
  await expect(site.getByRole('complementary', { name: 'Rejalashtirilgan texnik ishlar' })).toContainText('Kazino');

  // Once it starts, the player's game hall shows the message; the rest of the site works.
  const paused = site.getByRole('alert').filter({ hasText: 'Oʻyinlar zalida texnik ishlar olib borilmoqda' });
  await expect(async () => {
    await site.reload();
    await expect(paused).toContainText('Yangi oʻyinlar qoʻshilmoqda', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(site.getByRole('banner')).toBeVisible();
  // It ends: the game hall is back on the same address with nothing done by the player.
  await expect(site.getByRole('navigation', { name: 'Kategoriyalar' })).toBeVisible({ timeout: 70_000 });
  await expect(paused).toHaveCount(0);
  await expect(site).toHaveURL(/\/gamehall$/);
  await site.context().close();
});

const CARD = { card_number: '4111 1111 1111 1111', card_holder: 'Aziz Karimov' };

/** A player of the suite's server asks for 250 USD: above the second-approval amount. */
async function largeWithdrawal(page: Page): Promise<{ id: number; login: string }> {
  // The money helpers speak to the site under test: this suite's own server for this step.
  const shared = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = own.url;
  try {
    const who = await registerPlayer(page);
    await confirmEmail(page, who.login);
    await signIn(page, { login: who.login, password: who.password });
    await paidDeposit(page, 300);
    const form = { method: 'visa_mastercard', amount: '250', requisites: JSON.stringify(CARD) };
    const headers = { Origin: origin(), 'Idempotency-Key': `e2e-day-${Date.now()}-${Math.random().toString(36).slice(2)}` };
    const asked = await page.request.post(api('cashier.makewithdrawal', 'uz'), { form, headers });
    expect((await asked.json()).error.type).toBe('RequisitesValidationRequiredException');
    const made = await page.request.post(api('cashier.makewithdrawal', 'uz'), { form: { ...form, code: await withdrawalCode(page, who.login) }, headers });
    expect(made.ok()).toBe(true);
    return { id: ((await made.json()) as { data: { id: number } }).data.id, login: who.login };
  } finally {
    if (shared === undefined) delete process.env.E2E_BASE_URL;
    else process.env.E2E_BASE_URL = shared;
  }
}

test('a large payout is approved by two operators: the demo operator first, the colleague created this morning second', async ({ browser }) => {
  test.setTimeout(90_000);
  const site = await player(browser, 90);
  payout = await largeWithdrawal(site);
  await site.context().close();
  const label = `withdrawal ${payout.id} of ${payout.login}`;

  await section(ops, 'Payouts');
  const row = ops.getByRole('row').filter({ hasText: label });
  await expect(row.getByRole('list', { name: `Warnings for ${label}` })).toContainText('Above the second-approval amount');
  await row.getByRole('button', { name: `Approve ${label}` }).click();
  await expect(ops.getByRole('dialog', { name: `Approve ${label}` })).toContainText('a different operator gives the second');
  await ops
    .getByRole('dialog', { name: `Approve ${label}` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(row).toContainText('Approved by ops:operator:ops-demo, awaiting a second approver');
  // The same operator cannot give the second approval.
  await row.getByRole('button', { name: `Give the second approval: ${label}` }).click();
  await ops.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(ops.getByRole('alert')).toContainText('a different operator gives the second approval');

  // The colleague's console has been on their first page, the payout queue, since they signed in: they reread it.
  const colleaguePage = second.pages()[0]!;
  await section(colleaguePage, 'Payouts');
  await colleaguePage.reload();
  const theirs = colleaguePage.getByRole('row').filter({ hasText: label });
  await theirs.getByRole('button', { name: `Give the second approval: ${label}` }).click();
  await colleaguePage.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await colleaguePage.getByRole('combobox', { name: 'Show' }).selectOption('all');
  await expect(theirs).toContainText(new RegExp(`Approved by ops:operator:${colleague.login} at \\d{4}-\\d\\d-\\d\\dT`));
});

test('evening: the audit page has every step of the day with the operator who took it', async () => {
  await section(ops, 'Audit log');
  const entries = ops.getByRole('table', { name: 'Audit entries, newest first' });
  await expect(entries.getByRole('row').nth(1)).toBeVisible();
  const rows = async () =>
    (await entries.getByRole('row').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(1, 5).map((td) => td.textContent ?? '')))).map(
      (cells) => cells.join(' | '),
    );
  const day = [
    `operator:ops-demo | operators | create | ${colleague.login}`,
    'operator:ops-demo | releases | preview | casino',
    'operator:ops-demo | canary | canary | casino',
    'operator:ops-demo | canary | canary_promote | casino',
    'operator:ops-demo | maintenance | on | casino',
    `operator:ops-demo | payouts | first_approval | ${payout.id}`,
    `operator:${colleague.login} | payouts | approve | ${payout.id}`,
  ];
  expect(await rows()).toEqual(expect.arrayContaining(day));
  // Newest first: the day's steps in the order they were taken, read from the bottom.
  const order = (await rows()).filter((r) => day.includes(r)).reverse();
  expect(order).toEqual(day);
});

test('the site switched on then off: a tab left on the maintenance page returns to its page by itself (Russian)', async ({ browser }) => {
  test.setTimeout(60_000);
  const site = await player(browser, 90);
  await site.goto('/ru/gamehall');
  await expect(site.getByRole('navigation', { name: 'Категории' })).toBeVisible();
  const headers = { Authorization: 'Bearer e2e-ops-token', 'Content-Type': 'application/json' };
  const put = (body: object) => fetch(`${own.url}/ops/maintenance`, { method: 'PUT', headers, body: JSON.stringify(body) });
  expect((await put({ scope: 'site', enabled: true, message: null, message_ru: 'Вернёмся через минуту' })).ok).toBe(true);
  try {
    await site.reload();
    await expect(site.getByRole('heading', { level: 1, name: 'Технические работы' })).toBeVisible();
    await expect(site).toHaveURL(/\/ru\/maintenance$/);
    await expect(site.getByText('Вернёмся через минуту')).toBeVisible();
    await expect(site.getByRole('link', { name: 'Вернуться на страницу' })).toHaveAttribute('href', '/ru/gamehall');
  } finally {
    expect((await put({ scope: 'site', enabled: false })).ok).toBe(true);
  }
  await expect(site).toHaveURL(/\/ru\/gamehall$/, { timeout: 30_000 });
  await expect(site.getByRole('navigation', { name: 'Категории' })).toBeVisible();

  // Reached directly, the maintenance page links home.
  await site.goto('/maintenance');
  await expect(site.getByRole('link', { name: 'Bosh sahifaga' })).toHaveAttribute('href', '/');
  await site.context().close();
});
