import { screen, waitFor } from '@testing-library/react';
import { resetStores } from '@casino/shared/testing';
import { game, gamesRoute, renderCasino, startFakePlatform } from '../../test-utils';
import { TournamentGamesPage } from './TournamentGamesPage';

afterEach(() => resetStores());

it('shows the tournament games 12 first, then 12 more by offset, without repeats', async () => {
  const games = Array.from({ length: 25 }, (_, i) => game(i + 1));
  const fake = startFakePlatform({
    'tournaments.get': { data: { items: [{ id: 4, sysname: 'race', description: { title: 'Race' }, games: games.map((g) => g.sysname) }], total: 1 } },
    'games.get': gamesRoute(games),
  });
  const { user } = await renderCasino(<TournamentGamesPage />, { route: '/tournaments/4/gamehall', path: '/tournaments/:id/gamehall' });
  await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(12));
  expect(screen.getByRole('heading', { level: 1, name: "«Race» o'yinlari" })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: "Yana ko'rsatish" }));
  await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(24));
  await user.click(screen.getByRole('button', { name: "Yana ko'rsatish" }));
  await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(25));
  expect(screen.queryByRole('button', { name: "Yana ko'rsatish" })).toBeNull();
  expect(fake.callsTo('games.get').map((c) => [c.query.offset, c.query.count])).toEqual([
    ['0', '12'],
    ['12', '12'],
    ['24', '1'],
  ]);
});
