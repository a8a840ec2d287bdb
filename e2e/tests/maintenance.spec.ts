import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { registerPlayer } from './helpers';
import { DEMO_OPERATORS, operatorSignIn } from '../support/ops-console';

/**
 * Maintenance (docs/operations/maintenance.md): the operator's switch changes the whole site for everyone,
 * so this suite has a server of its own and leaves the shared one alone.
 */
let own: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer();
});
test.afterAll(async () => {
  await own?.stop();
});

/** `pnpm maintenance …` against the suite's server. */
function maintenance(...args: string[]): string {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/maintenance/cli.ts', ...args], {
    cwd: join(import.meta.dirname, '../../server'),
    env: { ...own.env, OPS_URL: own.url },
    encoding: 'utf8',
  });
  const output = `${r.stdout}${r.stderr}`;
  if (r.status !== 0) throw new Error(`maintenance ${args.join(' ')} failed:\n${output}`);
  return output;
}

test('the site under maintenance, then the cashier alone, then back without a restart', async ({ page }) => {
  test.setTimeout(90_000);
  await registerPlayer(page, own.url);
  await page.goto(`${own.url}/gamehall`);
  await expect(page.getByRole('navigation', { name: 'Kategoriyalar' })).toBeVisible();

  expect(maintenance('on', '--scope', 'site', '--message', 'Back soon')).toMatch(/maintenance on for site/);
  await page.goto(`${own.url}/gamehall`);
  await expect(page.getByRole('heading', { level: 1, name: 'Texnik ishlar' })).toBeVisible();
  await expect(page).toHaveURL(/\/maintenance$/);
  await page.goto(`${own.url}/ru/gamehall`);
  await expect(page.getByRole('heading', { level: 1, name: 'Технические работы' })).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/maintenance$/);

  // Ops keep their way in meanwhile.
  const ops = await page.request.get(`${own.url}/ops/maintenance`, { headers: { Authorization: `Bearer ${own.env.OPS_TOKEN}` } });
  expect(ops.ok()).toBe(true);
  expect((await page.request.get(`${own.url}/healthz`)).ok()).toBe(true);

  maintenance('off', '--scope', 'site');
  maintenance('on', '--scope', 'cashier');
  await page.goto(`${own.url}/cashier/deposit`);
  await expect(page.getByRole('alert')).toContainText('Kassada texnik ishlar olib borilmoqda');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  await page.goto(`${own.url}/gamehall`);
  await expect(page.getByRole('navigation', { name: 'Kategoriyalar' })).toBeVisible();

  expect(maintenance('off', '--scope', 'cashier')).toMatch(/Maintenance is off everywhere/);
  await page.goto(`${own.url}/cashier/deposit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kassa' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Toʻlov usullari' })).toBeVisible();
});

test('a page loaded under maintenance is the maintenance page from its first paint; a console operator sees the site', async ({ page, browser }) => {
  test.setTimeout(90_000);
  maintenance('on', '--scope', 'site', '--message', 'Back at noon');
  try {
    // Every address the shell showed content under (the operator's first-paint loader aside).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenPaths: string[] }).seenPaths = seen;
      new MutationObserver(() => {
        const drawn = [...(document.getElementById('root')?.children ?? [])].some((c) => !c.hasAttribute('data-operator-loader'));
        if (drawn && seen.at(-1) !== location.pathname) seen.push(location.pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    // No API answer comes: what shows is what the server rendered into the page.
    await page.route('**/api/**', (route) => route.abort());
    const answer = await page.goto(`${own.url}/gamehall`);
    expect(answer?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'Texnik ishlar' })).toBeVisible();
    await expect(page.getByText('Back at noon')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seenPaths: string[] }).seenPaths)).toEqual(['/maintenance']);

    await page.goto(`${own.url}/ru/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Технические работы' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seenPaths: string[] }).seenPaths)).toEqual(['/ru/maintenance']);

    // An operator signed in to the ops console views the site meanwhile; signed out, no longer.
    const context = await browser.newContext();
    const operator = await context.newPage();
    await operatorSignIn(operator, own.opsUrl, DEMO_OPERATORS.kyc);
    // The console is on an origin of its own: its one-time link gives the player site the view pass.
    await operator.getByRole('button', { name: 'View the player site' }).click();
    await expect(operator).toHaveURL(`${own.url}/`);
    const seen = await operator.goto(`${own.url}/gamehall`);
    expect(seen?.status()).toBe(200);
    await expect(operator.getByRole('navigation', { name: 'Kategoriyalar' })).toBeVisible();
    await expect(operator).toHaveURL(/\/gamehall$/);
    await operator.goto(`${own.opsUrl}/ops/console/`);
    await operator.getByRole('button', { name: 'Sign out' }).click();
    await expect(operator.getByLabel('Login')).toBeVisible();
    await operator.goto(`${own.url}/gamehall`);
    await expect(operator.getByRole('heading', { level: 1, name: 'Texnik ishlar' })).toBeVisible();
    await context.close();
  } finally {
    maintenance('off', '--scope', 'site');
  }
});
