import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer } from './helpers';
import { fund } from './ops';

/**
 * Blackjack and baccarat play as themselves in the demo provider: a signed-in player plays a
 * blackjack round to its end (hit, then stand) and a baccarat coup, and the game's balance moves
 * by exactly the stake taken and the win settled — in both languages. Each test is a fresh player
 * (nothing else moves their money), funded through the provider's back office.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.71.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const LOCALES = [
  {
    prefix: '',
    blackjack: 'crimson_classic_blackjack',
    baccarat: 'crimson_baccarat_pro',
    deal: 'Tarqatish',
    hit: 'Yana karta',
    stand: 'Yetarli',
    banker: 'Bankir',
    bets: 'Stavkalar',
  },
  {
    prefix: '/ru',
    blackjack: 'crimson_blackjack_multihand',
    baccarat: 'silkway_baccarat_pro_gold',
    deal: 'Раздать',
    hit: 'Ещё карту',
    stand: 'Хватит',
    banker: 'Банкир',
    bets: 'Ставки',
  },
] as const;

interface Answer {
  stake: { amount: number };
  win: { amount: number };
  balance: { amount: number };
  outcome: { done?: boolean };
}

/** The game's balance as a number (the page shows `1,234.56 USD`). */
async function shownBalance(game: FrameLocator): Promise<number> {
  await expect(game.getByTestId('game-balance')).toHaveText(/\d/);
  const text = (await game.getByTestId('game-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d.-]/g, ''));
}

/** Clicks a button of the game and answers the provider's answer to the call it makes. */
async function press(page: Page, game: FrameLocator, name: string, path: string): Promise<Answer> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/platform/game/api/${path}`) && r.request().method() === 'POST'),
    game.getByRole('button', { name, exact: true }).click(),
  ]);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Answer }).data;
}

for (const l of LOCALES) {
  test.describe(`table games ${l.prefix || '/'}`, () => {
    test.beforeEach(async ({ page }) => {
      const player = await registerPlayer(page);
      await fund(page, player.uid);
    });

    test('a blackjack round played to its end moves the balance by exactly its settlement', async ({ page }) => {
      await page.goto(`${l.prefix}/game/${l.blackjack}`);
      const game = page.frameLocator('[data-testid="game-frame"]');
      await expect(game.getByRole('button', { name: l.deal, exact: true })).toBeVisible();
      const before = await shownBalance(game);
      let answer = await press(page, game, l.deal, 'blackjack/deal');
      if (!answer.outcome.done) {
        answer = await press(page, game, l.hit, 'blackjack/action');
        if (!answer.outcome.done) answer = await press(page, game, l.stand, 'blackjack/action');
      }
      expect(answer.outcome.done).toBe(true);
      // The round is over: dealing again is offered, the cards of both hands are shown.
      await expect(game.getByRole('button', { name: l.deal, exact: true })).toBeFocused();
      expect(await game.getByRole('list').first().getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      const expected = Math.round((before - answer.stake.amount + answer.win.amount) * 100) / 100;
      expect(answer.balance.amount).toBeCloseTo(expected, 2);
      await expect.poll(() => shownBalance(game)).toBeCloseTo(expected, 2);
    });

    test('a baccarat coup moves the balance by exactly its settlement', async ({ page }) => {
      await page.goto(`${l.prefix}/game/${l.baccarat}`);
      const game = page.frameLocator('[data-testid="game-frame"]');
      await game.getByRole('group', { name: l.bets }).getByRole('button', { name: l.banker }).click();
      const before = await shownBalance(game);
      const answer = await press(page, game, l.deal, 'round');
      expect(answer.stake.amount).toBeGreaterThan(0);
      const expected = Math.round((before - answer.stake.amount + answer.win.amount) * 100) / 100;
      expect(answer.balance.amount).toBeCloseTo(expected, 2);
      await expect.poll(() => shownBalance(game)).toBeCloseTo(expected, 2);
      await expect(game.getByTestId('game-status')).not.toBeEmpty();
    });
  });
}
