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
  { path: '/profile/bets/history', ready: (p) => expect(p.getByRole('region', { name: /Tikishlar tarixi|История ставок/ }).getByRole('heading', { level: 2 }).first()).toBeVisible(), signedIn: true },
  { path: '/profile/bets/exports', ready: (p) => expect(p.getByRole('heading', { level: 2 }).last()).toBeVisible(), signedIn: true },
  { path: '/profile/notification', ready: (p) => expect(p.getByRole('heading', { level: 2, name: /^(Obunalar|Подписки)$/ })).toBeVisible(), signedIn: true },
  { path: '/unsubscribe', ready: (p) => expect(p.getByRole('alert')).toBeVisible() },
  { path: '/profile/security', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(), signedIn: true },
  { path: '/profile/contacts', ready: (p) => expect(p.getByRole('checkbox').first()).toBeVisible(), signedIn: true },
  { path: '/profile/loyalty', ready: (p) => expect(p.getByRole('progressbar')).toBeVisible(), signedIn: true },
  { path: '/confirmation', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(), signedIn: true },
  { path: '/profile/cashback', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(), signedIn: true },
  // With the identity provider's page open in its frame (audited with the page).
  {
    path: '/profile/verification',
    ready: async (p) => {
      await p.getByRole('button', { name: /Tasdiqlashni boshlash|Начать проверку/ }).click();
      await expect(p.frameLocator('iframe').getByRole('button', { name: /Yuborish|Отправить/ })).toBeVisible();
    },
    signedIn: true,
  },
  {
    path: '/profile/responsible-game',
    // The cashier's deposit limits (its slot) and the reality-check form have loaded.
    ready: async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(p.locator('#deposit-limits-title')).toBeVisible();
      await expect(p.getByRole('combobox').first()).toBeVisible();
    },
    signedIn: true,
  },
  { path: '/profile/bonuses', ready: (p) => expect(p.getByRole('progressbar').first()).toBeVisible(), signedIn: true },
  { path: '/support', ready: (p) => expect(p.getByRole('heading', { level: 2, name: /^(Bizga yozing|Написать нам)$/ })).toBeVisible() },
  { path: '/maintenance', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/loyalty', ready: (p) => expect(p.getByRole('progressbar')).toBeVisible(), signedIn: true },
  { path: '/loyalty/shop', ready: (p) => expect(p.getByRole('article').first()).toBeVisible(), signedIn: true },
  { path: '/_icons', ready: (p) => expect(p.getByRole('heading', { level: 1, name: /^(Ikonkalar|Иконки)$/ })).toBeVisible() },
];

for (const prefix of ['', '/ru']) {
  test.describe(`accessibility ${prefix || '/'}`, () => {
    for (const { path, ready, signedIn } of PAGES) {
      test(`${prefix}${path}`, async ({ page }, testInfo) => {
        // Each page audit is a sign-in of its own: from an address of its own (the server trusts the
        // e2e proxy), so the audits do not use up the per-address sign-in limit the other suites share.
        await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `10.90.${prefix ? 1 : 0}.${((testInfo.workerIndex * 20 + PAGES.findIndex((p) => p.path === path)) % 250) + 1}` });
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
