import { expect, test as base } from '@playwright/test';

/**
 * The page fixture of suites that are not about promotions. Campaign and cashback popups greet
 * signed-in players on arrival (spec §4) and would stand in front of what these suites test, so
 * here the player simply has none; `promotions.spec.ts` tests them against the real server.
 * `test.use({ quietPopups: false })` keeps the page unrouted (a service worker test needs that).
 */
export const test = base.extend<{ quietPopups: boolean }>({
  quietPopups: [true, { option: true }],
  page: async ({ page, quietPopups }, use) => {
    if (quietPopups) {
      await page.route(/\/api\/(popups\.get|cashbacks\.get)\?/, (route) => route.fulfill({ json: { data: { items: [], total: 0 } } }));
    }
    await use(page);
  },
});

export { expect };
