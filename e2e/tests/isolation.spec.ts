import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FALLBACK_UZ = /«Kazino» boʻlimi vaqtincha ishlamayapti/;

/** The page without the registry the server renders into it, so the shell asks /remotes.json (which these tests fake). */
async function withoutInlinedRegistry(page: Page) {
  await page.route(/\/(ru\/)?gamehall$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script[^>]*id="remotes-registry"[^>]*>[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body: html });
  });
}

test.describe('a failing part breaks only its own area', () => {
  test('registry unavailable: the shell works and remote areas offer a retry', async ({ page }) => {
    let block = true;
    await withoutInlinedRegistry(page);
    await page.route('**/remotes.json', (route) => (block ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
    await page.goto('/gamehall');
    await expect(page.getByRole('heading', { name: FALLBACK_UZ })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    block = false;
    await page.getByRole('button', { name: 'Qayta urinish' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oʻyinlar zali' })).toBeVisible();
  });

  test('a remote missing from the registry: localised message in its area, the rest works', async ({ page }) => {
    await withoutInlinedRegistry(page);
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const doc = (await response.json()) as { remotes: { name: string }[] };
      await route.fulfill({ response, json: { remotes: doc.remotes.filter((r) => r.name !== 'casino') } });
    });
    await page.goto('/ru/gamehall');
    await expect(page.getByRole('heading', { name: /Раздел «Казино» временно недоступен/ })).toBeVisible();
    await page.getByRole('link', { name: 'Лояльность' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Клуб звёзд' })).toBeVisible();
  });

  test('a remote whose ./app throws: fallback in its area, report to ops, header keeps working', async ({ page }) => {
    const beacons: string[] = [];
    page.on('request', (r) => r.url().endsWith('/ops/beacon') && beacons.push(r.postData() ?? ''));
    await page.route(/\/releases\/casino\/[^/]+\/__federation_expose_app[^/]*\.js$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("casino app exploded")' }),
    );
    await page.goto('/gamehall');
    await expect(page.getByRole('heading', { name: FALLBACK_UZ })).toBeVisible();
    await expect.poll(() => beacons.length).toBeGreaterThan(0);
    expect(beacons[0]).toContain('"remote":"casino"');

    await page.getByRole('link', { name: 'Sodiqlik' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Yulduzlar klubi' })).toBeVisible();
  });

  test('a remote whose files are gone (404): same isolation on the home page slots', async ({ page }) => {
    await page.route(/\/releases\/casino\//, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: FALLBACK_UZ })).toBeVisible();
  });
});
