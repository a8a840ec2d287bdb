import { expect, test } from './fixtures';
import { origin } from './money';
import { DEMO_OPERATORS, operatorSignIn, opsOrigin } from '../support/ops-console';

/**
 * The ops console has an origin of its own (docs/operations/console.md): the player site never serves
 * it, so no script running on the player site can read the console's API or use its session.
 */

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.71.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

test('the player origin refuses the console; the console works on its own origin', async ({ page }) => {
  for (const path of ['/ops/console/', '/ops/console/releases', '/ops/console/api/me']) {
    expect([path, (await page.request.get(`${origin()}${path}`)).status()]).toEqual([path, 404]);
  }
  const refused = await page.goto(`${origin()}/ops/console/`);
  expect(refused?.status()).toBe(404);

  // The ops origin serves the console, and nothing of the player site.
  expect((await page.request.get(`${opsOrigin()}/gamehall`)).status()).toBe(404);
  await operatorSignIn(page, opsOrigin(), DEMO_OPERATORS.kyc);
  await expect(page).toHaveURL(new RegExp(`^${opsOrigin()}/ops/console/`));
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Verifications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The signed-in operator's cookies open nothing on the player origin.
  expect((await page.request.get(`${origin()}/ops/kyc`)).status()).toBe(401);
  expect((await page.request.get(`${opsOrigin()}/ops/kyc`)).status()).toBe(200);
});
