import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** ARCHITECTURE §7: no serious or critical axe violations on the main pages, in both languages. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

const PAGES: { path: string; ready: (page: Page) => Promise<void>; signedIn?: boolean }[] = [
  { path: '/', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/gamehall', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/game/nebula_desert_caravan_deluxe', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/cashier/deposit', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(), signedIn: true },
  { path: '/profile/settings', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(), signedIn: true },
  { path: '/profile/bonuses', ready: (p) => expect(p.getByRole('progressbar').first()).toBeVisible(), signedIn: true },
];

for (const prefix of ['', '/ru']) {
  test.describe(`accessibility ${prefix || '/'}`, () => {
    for (const { path, ready, signedIn } of PAGES) {
      test(`${prefix}${path}`, async ({ page }) => {
        if (signedIn) await signIn(page);
        await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
        await ready(page);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the check itself catches a serious violation', async ({ page }) => {
  await page.setContent('<main><h1>x</h1><input type="text"><img src="data:," ></main>');
  expect((await seriousViolations(page)).join('\n')).toMatch(/label/);
});
