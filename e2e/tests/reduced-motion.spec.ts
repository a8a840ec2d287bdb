import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * prefers-reduced-motion (WCAG 2.2.2, 2.3.3): with the setting on nothing moves by itself — the
 * jackpot counters show each amount as it comes instead of counting up to it, transitions are
 * instant, the home banners stay where the visitor left them. The page's clock is Playwright's,
 * paused: the frames and timers that would move something run only when the test says so.
 */

/** The first jackpot's counter as shown and the real amount it stands for (read by assistive technology). */
async function firstCounter(page: Page): Promise<{ shown: string; real: string }> {
  const shown = page.getByTestId('jackpot-amount').first();
  await expect(shown).toBeVisible();
  return {
    shown: (await shown.textContent())!.trim(),
    real: (await shown.locator('xpath=following-sibling::span[1]').textContent())!.trim(),
  };
}

/**
 * Opens the jackpots page on a paused clock. The renderer runs a page's effects (which load the
 * amounts) after the next frame, so the clock is let run one frame at a time until a counter shows.
 */
async function openPaused(page: Page, path: string): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(path);
  const counter = page.getByTestId('jackpot-amount').first();
  await expect
    .poll(async () => {
      if (await counter.isVisible()) return true;
      await page.clock.runFor(16);
      return counter.isVisible();
    })
    .toBe(true);
}

test('the jackpot counter counts up to its amount, as its frames run', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openPaused(page, '/jackpots');
  const before = await firstCounter(page);
  expect(before.shown).not.toBe(before.real);
  await page.clock.runFor(2500);
  await expect.poll(async () => (await firstCounter(page)).shown).toBe(before.real);
});

test('under reduced motion the jackpot counter shows its amount at once and never counts', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPaused(page, '/ru/jackpots');
  const first = await firstCounter(page);
  expect(first.shown).toBe(first.real);
  // The frames a count would run in, then the next poll of the amounts (10 s): never a value between.
  for (const step of [100, 400, 1000, 10_000, 100]) {
    await page.clock.runFor(step);
    const now = await firstCounter(page);
    expect(now.shown).toBe(now.real);
  }
});

test('under reduced motion transitions are instant and the home banners stay put', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The clock runs while the home page brings its parts in (they wait for the page to be idle), then stops.
  await page.clock.install();
  await page.goto('/');
  const track = page.getByRole('region', { name: /^(Aksiya bannerlari|Баннеры акций)$/ }).getByRole('list');
  await expect(track.getByRole('listitem').first()).toBeVisible();
  const card = page.getByTestId('game-card').first();
  await expect(card).toBeVisible();
  expect(await card.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration))).toBeLessThan(0.001);
  // Anything that would advance the strip by itself would do it within half a minute.
  await page.clock.pauseAt(Date.now() + 1000);
  const scrolled = () => track.evaluate((el) => el.scrollLeft);
  expect(await scrolled()).toBe(0);
  await page.clock.runFor(30_000);
  expect(await scrolled()).toBe(0);

  // The same card without the setting keeps its transition: the rule above is the setting's doing.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await card.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration))).toBeGreaterThan(0.1);
});
