import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The operator's picture keys (prazer-config.imageKeys) and game display type
 * (games-config.display.type) as a player sees them. The first view is rendered on the server
 * with the demo settings; the other language's settings are fetched by the browser when the
 * player switches, and this page (only) gets them changed in the content service's answer.
 */

type Config = Record<string, Record<string, unknown>>;

async function changedSettings(page: Page, change: (config: Config) => void): Promise<void> {
  await page.route('**/nfx/cms-config/*', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Config;
    change(config);
    await route.fulfill({ response, json: config });
  });
}

const displayType = (type: string) => (config: Config) => {
  const games = config['games-config'] ?? {};
  config['games-config'] = { ...games, display: { ...(games.display as object), type } };
};

/** Switches the language in the header: the browser fetches the other language's settings. */
const LOCALES = {
  uz: { start: '/ru', switcher: 'Язык', link: 'UZ', prefix: '', games: 'Oʻyinlar', row: 'Mashhur', banners: 'Aksiya bannerlari' },
  ru: { start: '', switcher: 'Til', link: 'RU', prefix: '/ru', games: 'Игры', row: 'Популярные', banners: 'Баннеры акций' },
} as const;

async function switchTo(page: Page, locale: keyof typeof LOCALES, path: string): Promise<void> {
  const l = LOCALES[locale];
  await page.getByRole('navigation', { name: l.switcher }).getByRole('link', { name: l.link }).click();
  await expect(page).toHaveURL(`${l.prefix}${path}` || '/');
}

/**
 * Whether a game's name stands beside its picture (a line) rather than under it (a card); null
 * while the card is being replaced (the hall's first cards give way to its virtual grid once it is
 * measured), so a poll asks again.
 */
async function nameBesidePicture(card: Locator): Promise<boolean | null> {
  // The picture is decorative (no name): found by its element.
  const picture = await card.locator('img').first().boundingBox();
  const name = await card.getByRole('link').first().boundingBox();
  if (!picture || !name) return null;
  return name.x >= picture.x + picture.width - 1 && name.y < picture.y + picture.height;
}

for (const locale of ['uz', 'ru'] as const) {
  const l = LOCALES[locale];

  test(`${locale}: the display type "list" shows the hall's games as lines, the default as cards`, async ({ page }) => {
    await changedSettings(page, displayType('list'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${l.start}/gamehall`);
    const before = page
      .getByRole('list', { name: LOCALES[locale === 'uz' ? 'ru' : 'uz'].games })
      .getByRole('listitem')
      .first();
    await expect(before).toBeVisible();
    await expect.poll(() => nameBesidePicture(before)).toBe(false);

    await switchTo(page, locale, '/gamehall');
    const first = page.getByRole('list', { name: l.games }).getByRole('listitem').first();
    await expect(first).toBeVisible();
    await expect.poll(() => nameBesidePicture(first)).toBe(true);
  });

  test(`${locale}: the display type "list" stacks a home row's games as lines`, async ({ page }) => {
    await changedSettings(page, displayType('list'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(l.start || '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await switchTo(page, locale, '');
    const row = page.getByRole('region', { name: l.row, exact: true });
    const games = row.getByRole('listitem');
    await expect(games.first()).toBeVisible();
    await expect.poll(() => nameBesidePicture(games.first())).toBe(true);
    // Lines stack in columns: the last game is under the first, none off the row's side.
    const first = (await games.first().boundingBox())!;
    const last = (await games.last().boundingBox())!;
    const list = (await row.getByRole('list').boundingBox())!;
    expect(last.y).toBeGreaterThan(first.y);
    expect(last.x + last.width).toBeLessThanOrEqual(list.x + list.width + 1);
  });

  test(`${locale}: banners show the picture of the operator's banner image key`, async ({ page }) => {
    await changedSettings(page, (config) => {
      const prazer = config['prazer-config'] ?? {};
      config['prazer-config'] = { ...prazer, imageKeys: { ...(prazer.imageKeys as object), banner: 'image_mobile_url' } };
    });
    await page.goto(l.start || '/');
    const other = page.getByRole('region', { name: LOCALES[locale === 'uz' ? 'ru' : 'uz'].banners });
    await expect(other.locator('img').first()).toHaveAttribute('src', /\/banners\//);
    await switchTo(page, locale, '');
    const banners = page.getByRole('region', { name: l.banners });
    await expect(banners.locator('img').first()).toHaveAttribute('src', /\/offers\/banner-/);
  });
}
