import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer } from './helpers';
import { fund } from './ops';

const SPIN = { uz: 'Aylantirish', ru: 'Крутить' };

test.describe('casino', () => {
  test('search → open a game → bet in the demo slot → the header balance changes', async ({ page }) => {
    const errors = collectPageErrors(page);
    const player = await registerPlayer(page);
    await fund(page, player.uid);
    await page.goto('/');
    const balance = page.getByTestId('header-balance');
    await expect(balance).not.toHaveText('0.00 USD');
    const before = await balance.textContent();

    await page.getByRole('banner').getByRole('button', { name: 'Oʻyinlarni qidirish' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox', { name: 'Oʻyin nomi' }).fill('silk fort');
    await dialog.getByRole('link', { name: /Silk Fortune/ }).click();
    await expect(page).toHaveURL(/\/game\/oltin_silk_fortune$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Silk Fortune' })).toBeVisible();

    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect(game.getByText('Haqiqiy pul')).toBeVisible();
    await game.getByRole('button', { name: SPIN.uz }).click();
    await expect(game.getByTestId('game-status')).toHaveText(/Yutuq|yutuq yoʻq/);
    // The header learns about the round through the bus, without a reload.
    await expect(balance).not.toHaveText(before!);
    expect(errors).toEqual([]);
  });

  test('favourite a game and find it under favourites after a reload', async ({ page }) => {
    await registerPlayer(page);
    await page.goto('/gamehall');
    const card = page.getByTestId('game-card').nth(2);
    const sysname = await card.getAttribute('data-sysname');
    const heart = card.getByTestId('favourite-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await page.getByRole('navigation', { name: 'Kategoriyalar' }).getByRole('link', { name: 'Sevimlilar' }).click();
    await expect(page).toHaveURL(/\/gamehall\?category=favourites$/);
    await expect(page.getByTestId('game-card')).toHaveCount(1);
    await expect(page.locator(`[data-testid="game-card"][data-sysname="${sysname}"]`)).toBeVisible();
    await expect(page.getByTestId('game-card').getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
  });

  test('join a tournament, see yourself in the leaderboard, and move up by playing', async ({ page }) => {
    const player = await registerPlayer(page);
    await fund(page, player.uid);
    await page.goto('/tournaments');
    const card = page.getByTestId('tournament-card').filter({ hasText: 'Bahorgi aylanish poygasi' });
    await card.getByRole('button', { name: '«Bahorgi aylanish poygasi» turnirida ishtirok etish' }).click();
    await expect(card.getByTestId('tournament-joined')).toHaveText(/Siz ishtirok etyapsiz · 0 ochko/);

    await card.getByRole('link', { name: 'Bahorgi aylanish poygasi' }).click();
    const me = page.getByTestId('leaderboard').getByRole('row').filter({ hasText: '(siz)' });
    await expect(me).toBeVisible();
    await expect(me.getByRole('cell').nth(2)).toHaveText('0');
    const tournamentUrl = page.url();

    // Real-money play on a tournament game earns points: 1 per 1 USD staked.
    await page.getByRole('link', { name: /Turnir oʻyinlari/ }).click();
    await expect(page.getByTestId('game-card')).toHaveCount(12);
    // The game's card (the header's logo carries the site's name, which this game shares).
    await page.getByTestId('game-card').getByRole('link', { name: 'Silk Fortune', exact: true }).click();
    const game = page.frameLocator('[data-testid="game-frame"]');
    await game.getByRole('button', { name: SPIN.uz }).click();
    await expect(game.getByTestId('game-status')).toHaveText(/Yutuq|yutuq yoʻq/);

    await page.goto(tournamentUrl);
    await expect(me.getByRole('cell').nth(2)).toHaveText('1');
    await expect(page.getByTestId('tournament-joined')).toHaveText(/1 ochko/);
  });

  test('a guest plays a custom game in demo money; #real asks to register', async ({ page }) => {
    await page.goto('/ru/game/oltin_rocket');
    // The demo mode dialog asks the guest first (spec §2).
    await page.getByRole('dialog').getByRole('button', { name: 'Играть для развлечения' }).click();
    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect(game.getByText('Демо', { exact: true })).toBeVisible();
    const before = await game.getByTestId('game-balance').textContent();
    await game.getByRole('button', { name: 'Играть' }).click();
    await expect(game.getByTestId('game-balance')).not.toHaveText(before!);
    expect(await page.getByTestId('game-frame').getAttribute('src')).toBe('/platform/game/custom/oltin_rocket/play?mode=demo&locale=ru');

    await page.goto('/game/oltin_silk_fortune#real');
    await expect(page.getByRole('heading', { name: 'Haqiqiy pulga oʻynash uchun roʻyxatdan oʻting' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('betting embeds the sportsbook: a guest places a demo bet slip', async ({ page }) => {
    await page.goto('/ru/betting');
    await expect(page.getByRole('heading', { level: 1, name: 'Ставки на спорт' })).toBeVisible();
    const book = page.frameLocator('[data-testid="game-frame"]');
    await book.locator('.odd').first().click();
    await expect(book.getByText('Общий коэффициент')).toBeVisible();
    await book.getByRole('button', { name: 'Сделать ставку' }).click();
    await expect(book.getByTestId('game-status')).toHaveText('Ставка принята');
    await expect(book.locator('.bets li').first()).toContainText('В игре');
  });

  test('the hall keeps the DOM small while scrolling to the end; /gamehall/{id} redirects', async ({ page }) => {
    await page.goto('/gamehall');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.mouse.wheel(0, 4000);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))); // the grid renders what came into view
      expect(await page.getByTestId('game-card').count()).toBeLessThanOrEqual(100);
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByTestId('casino-release')).toBeInViewport();

    await page.goto('/ru/gamehall/slots');
    await expect(page).toHaveURL(/\/ru\/gamehall\?category=slot$/);
    await expect(page.getByRole('navigation', { name: 'Категории' }).getByRole('link', { name: 'Слоты' })).toHaveAttribute('aria-current', 'page');
  });

  test('providers, jackpots and winners in both languages', async ({ page }) => {
    await page.goto('/providers');
    await expect(page.getByRole('heading', { level: 1, name: 'Provayderlar' })).toBeVisible();
    await page.getByRole('link', { name: 'Oltin Originals' }).click();
    await expect(page).toHaveURL(/\/gamehall\?providers=oltin_originals$/);
    await expect(page.getByTestId('game-card')).toHaveCount(2);

    await page.goto('/ru/jackpots');
    await expect(page.getByRole('heading', { level: 1, name: 'Джекпоты' })).toBeVisible();
    await page.getByRole('link', { name: 'Караван Гранд' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Караван Гранд' })).toBeVisible();
    await expect(page.getByTestId('jackpot-amount')).toHaveText(/USD$/);
    await expect(page.getByTestId('winners').getByRole('row').nth(1)).toBeVisible();

    await page.goto('/winners');
    await expect(page.getByRole('heading', { level: 1, name: 'Gʻoliblar' })).toBeVisible();
    await expect(page.getByTestId('winners').getByRole('row')).toHaveCount(21);
    await page.getByRole('button', { name: 'Yana koʻrsatish' }).click();
    await expect(page.getByTestId('winners').getByRole('row')).toHaveCount(41);
  });
});
