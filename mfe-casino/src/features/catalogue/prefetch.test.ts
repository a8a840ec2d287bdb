import { startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { game, gamesRoute } from '../../testing/fixtures';
import { fetchGamesOnce, prefetchGames } from './prefetch';

let casino: RemoteUnderTest;
afterEach(() => casino?.stop());

it('answers a page asked for early once, then asks the server again', async () => {
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute([game(1), game(2)]) } });
  prefetchGames({ category: 'slot' }, { offset: 0, count: 300 });
  prefetchGames({ category: 'slot' }, { offset: 0, count: 300 });
  expect(casino.callsTo('games.get')).toHaveLength(1);
  expect((await fetchGamesOnce({ category: 'slot' }, { offset: 0, count: 300 })).total).toBe(2);
  expect(casino.callsTo('games.get')).toHaveLength(1);
  await fetchGamesOnce({ category: 'slot' }, { offset: 0, count: 300 });
  // Other filters or pages are never answered from the prefetch.
  prefetchGames({ category: 'live' }, { offset: 0, count: 300 });
  await fetchGamesOnce({ category: 'live' }, { offset: 0, count: 300, sort: 'name' });
  expect(casino.callsTo('games.get')).toHaveLength(4);
});
