import { screen, waitFor } from '@testing-library/react';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { game, gamesRoute } from '../../testing/fixtures';
import { TournamentGamesPage } from './TournamentGamesPage';

let casino: RemoteUnderTest;
afterEach(() => casino?.stop());

afterEach(() => resetStores());

it('shows the tournament games 12 first, then 12 more by offset, without repeats', async () => {
  const games = Array.from({ length: 25 }, (_, i) => game(i + 1));
  casino = await startRemoteForTest(app, {
    api: {
      'tournaments.get': { data: { items: [{ id: 4, sysname: 'race', description: { title: 'Race' }, games: games.map((g) => g.sysname) }], total: 1 } },
      'games.get': gamesRoute(games),
    },
  });
  const { user } = await casino.render(<TournamentGamesPage />, { route: '/tournaments/4/gamehall', path: '/tournaments/:id/gamehall' });
  await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(12));
  expect(screen.getByRole('heading', { level: 1, name: '«Race» oʻyinlari' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Yana koʻrsatish' }));
  await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(24));
  await user.click(screen.getByRole('button', { name: 'Yana koʻrsatish' }));
  await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(25));
  expect(screen.queryByRole('button', { name: 'Yana koʻrsatish' })).toBeNull();
  expect(casino.callsTo('games.get').map((c) => [c.query.offset, c.query.count])).toEqual([
    ['0', '12'],
    ['12', '12'],
    ['24', '1'],
  ]);
});
