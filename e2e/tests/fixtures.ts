import { createHash } from 'node:crypto';
import { expect, test as base } from '@playwright/test';

/**
 * The address a test's requests come from (the server trusts the suites' X-Forwarded-For, like a
 * proxy's): one of its own for every test and every retry of it, so the per-address limits
 * (registration: 20 an hour) count one player's attempts, not those of every suite in the run.
 */
export function testAddress(testId: string, retry: number): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(`${testId}:${retry}`).digest();
  return `10.${200 + (a % 50)}.${b}.${(c % 250) + 1}`;
}

/**
 * The page fixture of suites that are not about promotions. Campaign and cashback popups greet
 * signed-in players on arrival (spec §4) and would stand in front of what these suites test, so
 * here the player simply has none; `promotions.spec.ts` tests them against the real server.
 * `test.use({ quietPopups: false })` keeps the page unrouted (a service worker test needs that).
 */
export const test = base.extend<{ quietPopups: boolean }>({
  quietPopups: [true, { option: true }],
  // A suite's own `test.use({ extraHTTPHeaders })` replaces this default.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => use(extraHTTPHeaders ?? { 'X-Forwarded-For': testAddress(testInfo.testId, testInfo.retry) }),
  page: async ({ page, quietPopups }, use) => {
    if (quietPopups) {
      await page.route(/\/api\/(popups\.get|cashbacks\.get)\?/, (route) => route.fulfill({ json: { data: { items: [], total: 0 } } }));
    }
    await use(page);
  },
});

export { expect };
