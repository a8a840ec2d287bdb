import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer } from './helpers';
import { paidDeposit } from './money';
import { AUDITED_ROUTES, codeRoutes, routeShape, SPEC_ROUTES, type AuditedRoute } from './audited-routes';

/** ARCHITECTURE §7: no serious or critical axe violations (WCAG 2.2 AA) on any page, in both languages. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** WCAG rules axe still marks experimental (off unless asked for), among them label in name (2.5.3). */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch', 'css-orientation-lock', 'p-as-heading', 'table-fake-caption', 'td-has-header'];

async function seriousViolations(page: Page) {
  const rules = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }]));
  // Only violations are gathered (not the passes): the audit runs faster. Not the legacy mode, though it skips the
  // blank page opened to merge the frames' results: a frame that took over a second to take axe stalled its audit 60 s.
  const results = await new AxeBuilder({ page })
    .options({ rules, resultTypes: ['violations'] })
    .withTags(TAGS)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

const LOCALES = [
  { name: 'uz', prefix: '' },
  { name: 'ru', prefix: '/ru' },
];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
/** ARCHITECTURE §7's pages (home, game hall, game, deposit, profile settings): every width in every language. */
const AT_BOTH_WIDTHS = new Set(['', 'gamehall', 'game/:sysname', 'cashier/deposit', 'profile/settings']);

/**
 * The widths a page is audited at in a language. Any other page gets one width in one language and the other
 * width in the other, alternating down the list: each page is still audited at both widths and in both
 * languages, and the audit, which took half the browser suites' time on two cores, runs half as often.
 */
function widthsFor(route: AuditedRoute, localeIndex: number): { width: string; size: typeof DESKTOP }[] {
  const desktop = { width: '1280', size: DESKTOP };
  const phone = { width: '375', size: PHONE };
  if (AT_BOTH_WIDTHS.has(route.route)) return [desktop, phone];
  return [(AUDITED_ROUTES.indexOf(route) + localeIndex) % 2 === 0 ? desktop : phone];
}

/** The audit runs in a few parts, so the two workers share it and a retry repeats only a part. */
const CASINO = /^(gamehall|game|betting|providers|jackpots|winners|tournaments)\b/;
const PARTS: { name: string; routes: AuditedRoute[] }[] = [
  { name: 'shell, promotions and loyalty', routes: AUDITED_ROUTES.filter((r) => !CASINO.test(r.route) && !/^(cashier|profile)\b/.test(r.route)) },
  { name: 'casino', routes: AUDITED_ROUTES.filter((r) => CASINO.test(r.route)) },
  { name: 'cashier', routes: AUDITED_ROUTES.filter((r) => /^cashier\b/.test(r.route)) },
  { name: 'profile', routes: AUDITED_ROUTES.filter((r) => /^profile\b/.test(r.route)) },
];

/** A context of the size given, signed in as a fresh player with a paid deposit (history and balance to show) or a guest. */
async function openContext(browser: Browser, size: { width: number; height: number }, player: boolean, address: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: size, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  // Campaign and cashback popups would stand in front of the page (fixtures.ts).
  await context.route(/\/api\/(popups\.get|cashbacks\.get)\?/, (route) => route.fulfill({ json: { data: { items: [], total: 0 } } }));
  if (player) {
    const page = await context.newPage();
    await registerPlayer(page);
    await paidDeposit(page, 50_00);
    await page.close();
  }
  return context;
}

/** The page has rendered: its main area, its own readiness mark, nothing busy, laid out. */
async function settled(page: Page, route: AuditedRoute) {
  await expect(page.locator('main').first()).toBeVisible();
  await (route.ready ?? ((p: Page) => expect(p.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible()))(page);
  if (!route.route.startsWith('cashier/paypending')) await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Layout after a resize: two frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const locale of LOCALES) {
  for (const part of PARTS) {
    test(`axe audit: ${part.name}, ${locale.name}`, async ({ browser }, testInfo) => {
      test.setTimeout(300_000);
      const address = `10.92.${testInfo.workerIndex % 250}.${((LOCALES.indexOf(locale) * 100 + PARTS.indexOf(part) * 10 + testInfo.retry * 50) % 250) + 1}`;
      const pages = new Map<boolean, Page>();
      const pageFor = async (player: boolean) => {
        if (!pages.has(player)) pages.set(player, await (await openContext(browser, DESKTOP, player, address)).newPage());
        return pages.get(player)!;
      };
      const failures: string[] = [];
      for (const route of part.routes) {
        const page = await pageFor(!!route.player);
        const path = typeof route.path === 'string' ? route.path : await route.path(page, locale.prefix);
        const url = `${locale.prefix}${path === '/' && locale.prefix ? '' : path}`;
        await test.step(url + (route.player ? ' (player)' : ''), async () => {
          const widths = widthsFor(route, LOCALES.indexOf(locale));
          await page.setViewportSize(widths[0]!.size);
          await page.goto(url);
          await settled(page, route);
          // A page at both widths is loaded once: the phone layout is the desktop's page resized (what a
          // narrowed window shows).
          for (const [i, { width, size }] of widths.entries()) {
            if (i > 0) {
              await page.setViewportSize(size);
              await settled(page, route);
            }
            const found = await seriousViolations(page);
            if (found.length) failures.push(`${url}${route.player ? ' (player)' : ''} at ${width} px:\n  ${found.join('\n  ')}`);
          }
        });
      }
      for (const page of pages.values()) await page.context().close();
      expect(failures.join('\n')).toBe('');
    });
  }
}

test('every route of the spec and of the route tables has its audit entry', () => {
  const audited = new Set(AUDITED_ROUTES.map((r) => routeShape(r.route)));
  const { routes, prefixes } = codeRoutes();
  // The reading of the route tables itself: it finds the pages of each part.
  expect(routes).toEqual(
    expect.arrayContaining(['support', 'maintenance', 'game/:sysname', 'cashier/deposit/:sysname', 'profile/bets/history', 'loyalty/shop', 'offers/:id']),
  );
  expect(routes.filter((r) => !audited.has(routeShape(r)))).toEqual([]);
  expect(SPEC_ROUTES.filter((r) => !audited.has(routeShape(r)))).toEqual([]);
  expect(prefixes.filter((p) => !AUDITED_ROUTES.some((r) => r.route.split('/')[0] === p))).toEqual([]);
  // Every entry is walked by one part of the audit, at both widths and in both languages.
  const walked = PARTS.flatMap((p) => p.routes);
  expect(walked).toHaveLength(AUDITED_ROUTES.length);
  expect(new Set(walked).size).toBe(AUDITED_ROUTES.length);
  for (const route of AUDITED_ROUTES) {
    const widths = LOCALES.map((_, l) => widthsFor(route, l).map((w) => w.width));
    expect(new Set(widths.flat())).toEqual(new Set(['1280', '375']));
    expect(widths.every((w) => w.length > 0)).toBe(true);
  }
  for (const route of AT_BOTH_WIDTHS) expect(AUDITED_ROUTES.some((r) => r.route === route)).toBe(true);
});

test('the check itself catches a serious violation', async ({ page }) => {
  await page.setContent('<main><h1>x</h1><input type="text"><img src="data:," ><a href="/" aria-label="Home">Silk Fortune</a></main>');
  const found = (await seriousViolations(page)).join('\n');
  expect(found).toMatch(/label/);
  expect(found).toMatch(/label-content-name-mismatch/);
});
