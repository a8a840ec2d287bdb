/**
 * Games search in the player's language and the home page's carousels with a mouse: Cyrillic,
 * its Latin spelling and English find the same games; suggestions follow the page's language;
 * the search field stays inside its dialog on a desktop and a phone; every banner and a game row
 * are reached with the "next" arrows.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors } from './helpers';

const T = {
  uz: {
    root: '/',
    search: 'Oʻyinlarni qidirish',
    searchbox: 'Oʻyin nomi',
    clear: 'Qidiruvni tozalash',
    results: 'Qidiruv natijalari',
    suggestions: ['ruletka', 'blekjek', 'mevalar'],
    banners: 'Aksiya bannerlari',
    nextBanner: 'Keyingi banner',
    previousBanner: 'Oldingi banner',
    nextGames: /: keyingi oʻyinlar$/,
    previousGames: /: oldingi oʻyinlar$/,
  },
  ru: {
    root: '/ru',
    search: 'Поиск игр',
    searchbox: 'Название игры',
    clear: 'Очистить поиск',
    results: 'Результаты поиска',
    suggestions: ['рулетка', 'блэкджек', 'фрукты'],
    banners: 'Баннеры акций',
    nextBanner: 'Следующий баннер',
    previousBanner: 'Предыдущий баннер',
    nextGames: /: следующие игры$/,
    previousGames: /: предыдущие игры$/,
  },
} as const;

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  expect(b).not.toBeNull();
  return b!;
};
const inside = (inner: Box, outer: Box) => {
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.y).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
};

async function openSearch(page: Page, locale: keyof typeof T) {
  const t = T[locale];
  await page.getByRole('banner').getByRole('button', { name: t.search }).click();
  const dialog = page.getByRole('dialog');
  const searchbox = dialog.getByRole('searchbox', { name: t.searchbox });
  await expect(searchbox).toBeFocused();
  return { dialog, searchbox };
}

for (const locale of ['uz', 'ru'] as const) {
  const t = T[locale];

  test.describe(`games search (${locale})`, () => {
    test('"рулетка" and "ruletka" show the roulette games; the suggestions are in the page language', async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(t.root);
      const { dialog, searchbox } = await openSearch(page, locale);

      for (const word of t.suggestions) await expect(dialog.getByRole('button', { name: word, exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'roulette', exact: true })).toHaveCount(0);

      const results = dialog.getByRole('list', { name: t.results });
      for (const query of ['рулетка', 'ruletka']) {
        await searchbox.fill(query);
        await expect(results.getByRole('link', { name: /Roulette/ }).first()).toBeVisible();
        const names = await results.getByRole('link').allTextContents();
        expect(names.length).toBeGreaterThan(0);
        expect(names.every((name) => /roulette/i.test(name))).toBe(true);
      }

      // A suggestion searches too: the first one is the roulette in this language.
      await dialog.getByRole('button', { name: t.clear }).click();
      await expect(searchbox).toHaveValue('');
      await expect(searchbox).toBeFocused();
      await dialog.getByRole('button', { name: t.suggestions[0], exact: true }).click();
      await expect(results.getByRole('link', { name: /Roulette/ }).first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 375, height: 740 },
    ]) {
      test(`the search field and its clear button fit the dialog at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(t.root);
        const { dialog, searchbox } = await openSearch(page, locale);
        await searchbox.fill('ruletka');
        const clear = dialog.getByRole('button', { name: t.clear });
        await expect(clear).toBeVisible();
        // Measured once the results are in: they make the (centred) dialog taller.
        await expect(dialog.getByRole('list', { name: t.results }).getByRole('link').first()).toBeVisible();
        const dialogBox = await box(dialog);
        inside(await box(searchbox), dialogBox);
        inside(await box(clear), dialogBox);
        expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

        // The clear button by keyboard: from the field, Tab reaches it, Enter empties the field.
        await searchbox.focus();
        await page.keyboard.press('Tab');
        await expect(clear).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(searchbox).toHaveValue('');
        await expect(searchbox).toBeFocused();
      });
    }
  });

  test.describe(`home carousels with a mouse (${locale})`, () => {
    test.use({ viewport: { width: 1366, height: 768 } });

    test('every banner is reached with the next arrow, which is disabled at the end', async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(t.root);
      const region = page.getByRole('region', { name: t.banners });
      const track = region.getByRole('list');
      const items = track.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      const count = await items.count();
      expect(count).toBeGreaterThan(2);
      const next = region.getByRole('button', { name: t.nextBanner });
      const previous = region.getByRole('button', { name: t.previousBanner });
      await expect(previous).toHaveAttribute('aria-disabled', 'true');

      const seen = new Set<number>();
      const lookAtView = async () => {
        const view = await box(track);
        for (let i = 0; i < count; i++) {
          const b = await box(items.nth(i));
          if (b.x >= view.x - 1 && b.x + b.width <= view.x + view.width + 1) seen.add(i);
        }
      };
      await lookAtView();
      for (let press = 0; press < count && (await next.getAttribute('aria-disabled')) !== 'true'; press++) {
        const before = await track.evaluate((el) => el.scrollLeft);
        // The strip is looked at once its smooth scroll and snap have ended.
        const ended = track.evaluate((el) => new Promise<void>((done) => el.addEventListener('scrollend', () => done(), { once: true })));
        await next.click();
        await ended;
        expect(await track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
        await lookAtView();
      }
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
      expect([...seen].sort((a, b) => a - b)).toEqual([...Array(count).keys()]);
      // Besides the arrows, the strip keeps its (thin) scrollbar: a browser drawing overlay bars shows it on hover.
      expect(await track.evaluate((el) => getComputedStyle(el).scrollbarWidth)).toBe('thin');
      expect(errors).toEqual([]);
    });

    test('a game row scrolls with its arrow', async ({ page }) => {
      await page.goto(t.root);
      const next = page.getByRole('button', { name: t.nextGames }).first();
      await expect(next).toBeVisible();
      const list = page.locator(`#${await next.getAttribute('aria-controls')}`);
      await expect(list.getByTestId('game-card').first()).toBeVisible();
      expect(await list.evaluate((el) => el.scrollLeft)).toBe(0);
      const previous = page.getByRole('button', { name: t.previousGames }).first();
      await expect(previous).toHaveAttribute('aria-controls', (await next.getAttribute('aria-controls'))!);
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await next.click();
      await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter');
      await expect(next).toBeFocused();
    });
  });
}
