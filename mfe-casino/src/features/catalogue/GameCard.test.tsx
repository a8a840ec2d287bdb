import { screen } from '@testing-library/react';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { game } from '../../testing/fixtures';
import { CasinoTexts, type CasinoT } from '../../components';
import { FavouriteButton } from '../favourites';
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

it('takes its strings from the list around it, and looks them up itself when it stands alone', async () => {
  casino = await startRemoteForTest(app, { locale: 'ru' });
  const { unmount } = await casino.render(<GameCard game={game(1, { tags: ['new'] })} actions={<FavouriteButton sysname="game_1" name="Game 1" />} />);
  expect(screen.getByRole('link', { name: 'Game 1 — играть в демо-режиме' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Game 1 — добавить в избранное' })).toBeInTheDocument();
  expect(screen.getByText('Новинка')).toBeInTheDocument();
  unmount();

  // A list hands its cards the `t` it already has: one lookup of the strings for the whole list.
  const listT = ((key: string, options?: { name?: string }) => `list ${key}${options?.name ? ` ${options.name}` : ''}`) as unknown as CasinoT;
  await casino.render(
    <CasinoTexts value={listT}>
      <GameCard game={game(2, { tags: ['new'] })} actions={<FavouriteButton sysname="game_2" name="Game 2" />} />
    </CasinoTexts>,
  );
  expect(screen.getByRole('link', { name: 'list card.demoOf Game 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'list favourites.add Game 2' })).toBeInTheDocument();
  expect(screen.getByText('list card.new')).toBeInTheDocument();
});
