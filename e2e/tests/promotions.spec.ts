import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer, signIn } from './helpers';

// These suites test the popups and hints themselves: the page answers them from the real server.
test.use({ quietPopups: false });

test.describe('promotions', () => {
  test('home banners come from the server in both languages, in position order', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    const banners = page.getByRole('region', { name: 'Aksiya bannerlari' });
    await expect(banners.getByText('Xush kelibsiz!')).toBeVisible();
    await expect(banners.getByRole('link').first()).toHaveAttribute('href', '/offers/welcome-100');
    await page.goto('/ru');
    const ru = page.getByRole('region', { name: 'Баннеры акций' });
    await expect(ru.getByText('Добро пожаловать!')).toBeVisible();
    await expect(ru.getByRole('link').first()).toHaveAttribute('href', '/ru/offers/welcome-100');
    expect(errors).toEqual([]);
  });

  test('offers list and detail', async ({ page }) => {
    await page.goto('/offers');
    await page.getByRole('link', { name: /100% birinchi depozit bonusi/ }).click();
    await expect(page).toHaveURL(/\/offers\/welcome-100$/);
    await expect(page.getByRole('heading', { level: 1, name: '100% birinchi depozit bonusi' })).toBeVisible();
  });

  test('the demo player gets the unseen cashback popup, then a campaign popup, after sign-in', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Sizga keshbek!')).toBeVisible();
    // The dialog frame's close button comes first.
    await dialog.getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Bahorgi bonus!' })).toBeVisible();
    // Seen: the cashback popup does not come back on the next load.
    expect(await page.evaluate(() => window.localStorage.getItem('already_seen_cashback_id'))).toMatch(/^\d+$/);
  });

  test('?popup=<sysname> opens that popup; none on a game page', async ({ page }) => {
    await registerPlayer(page);
    await page.goto('/gamehall?popup=friday-spins');
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Juma aylanishlari' })).toBeVisible();

    // Any campaign popup starts with its popups.get call: none may leave a game page.
    const popupCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/popups.get')) popupCalls.push(r.url());
    });
    await page.goto('/game/oltin_silk_fortune?popup=friday-spins');
    await expect(page.getByRole('heading', { level: 1, name: 'Silk Fortune' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(popupCalls).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a campaign popup whose content asks for a curtain: from the side, from the bottom on a phone; focus kept inside, Escape closes it', async ({
    page,
  }) => {
    await registerPlayer(page);
    await page.goto('/gamehall?popup=friday-spins');
    // Named by the title it shows.
    const curtain = page.getByRole('dialog', { name: 'Juma aylanishlari' });
    await expect(curtain).toHaveAttribute('data-dialog-type', 'curtain');
    const { width, height } = page.viewportSize()!;
    // Slid in: the whole height at the right edge, narrower than the page.
    await expect.poll(async () => box(await curtain.boundingBox())).toEqual({ right: width, top: 0, bottom: height, full: false });
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await curtain.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(curtain).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');

    // On a phone it rises from the bottom, the page's full width.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/gamehall?popup=friday-spins');
    await expect(curtain).toBeVisible();
    await expect.poll(async () => box(await curtain.boundingBox())).toMatchObject({ right: 375, bottom: 740, full: true });
  });
});

/** Where a dialog's box sits, to the pixel; `full` when it spans the page's width. */
function box(b: { x: number; y: number; width: number; height: number } | null) {
  if (!b) return null;
  return { right: Math.round(b.x + b.width), top: Math.round(b.y), bottom: Math.round(b.y + b.height), full: Math.round(b.x) === 0 };
}
