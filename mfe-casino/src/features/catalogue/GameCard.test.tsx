import { screen } from '@testing-library/react';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { game } from '../../testing/fixtures';
import { GameCard } from './GameCard';
import { EAGER_CARDS, FIRST_CARDS, pictureLoadAt } from './GameGrid';

let casino: RemoteUnderTest;
afterEach(() => {
  casino?.stop();
  resetStores();
});

it('loads the first screen first, the rest of it soon, and later cards lazily', () => {
  const loads = Array.from({ length: FIRST_CARDS + 2 }, (_, i) => pictureLoadAt(i));
  expect(loads.filter((l) => l === 'first')).toHaveLength(EAGER_CARDS);
  expect(loads.slice(EAGER_CARDS, FIRST_CARDS).every((l) => l === 'soon')).toBe(true);
  expect(loads.slice(FIRST_CARDS)).toEqual(['lazy', 'lazy']);
});

it.each([
  ['first', 'eager', 'high'],
  ['soon', 'eager', 'low'],
  ['lazy', 'lazy', 'auto'],
] as const)('a %s picture: loading %s, fetch priority %s', async (picture, loading, priority) => {
  casino = await startRemoteForTest(app);
  await casino.render(<GameCard game={game(1)} picture={picture} />);
  const img = screen.getByTestId('game-card').querySelector('img')!;
  expect(img.getAttribute('loading')).toBe(loading);
  expect(img.getAttribute('fetchpriority')).toBe(priority);
});
