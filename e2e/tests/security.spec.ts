import { expect, test } from './fixtures';

/**
 * Redirect targets in a real browser: hostile paths and `redirect_url` values keep the visitor
 * on this site (spec §5, §8). Any request to the other site is refused, so a slip shows as a
 * failed navigation rather than a visit.
 */

const base = new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`).origin;
const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => route.abort(),
  );
});

for (const path of ['/uz//evil.example/', '/uz/%2F%2Fevil.example/', '/uz/%5C%5Cevil.example/']) {
  test(`a stray /uz prefix never leads away: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`^${escaped}/(evil\\.example/?)?$`));
    await expect(page.locator('#root')).not.toBeEmpty();
  });
}

for (const target of ['/.//evil.example/', '//evil.example/', '/\\evil.example/', 'https://evil.example/']) {
  test(`social sign-in returns only to this site: ${target}`, async ({ page }) => {
    await page.goto(`/oauth/init?${new URLSearchParams({ service: 'nope', redirect_url: target })}`);
    await expect(page).toHaveURL(new RegExp(`^${escaped}/(\\?.*)?$`));
    await expect(page.locator('#root')).not.toBeEmpty();
  });
}
