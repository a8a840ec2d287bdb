import { game, gamesRoute, startFakePlatform } from '../../test-utils';
import { fetchGamesOnce, prefetchGames } from './prefetch';

it('answers a page asked for early once, then asks the server again', async () => {
  const fake = startFakePlatform({ 'games.get': gamesRoute([game(1), game(2)]) });
  prefetchGames({ category: 'slot' }, { offset: 0, count: 300 });
  prefetchGames({ category: 'slot' }, { offset: 0, count: 300 });
  expect(fake.callsTo('games.get')).toHaveLength(1);
  expect((await fetchGamesOnce({ category: 'slot' }, { offset: 0, count: 300 })).total).toBe(2);
  expect(fake.callsTo('games.get')).toHaveLength(1);
  await fetchGamesOnce({ category: 'slot' }, { offset: 0, count: 300 });
  // Other filters or pages are never answered from the prefetch.
  prefetchGames({ category: 'live' }, { offset: 0, count: 300 });
  await fetchGamesOnce({ category: 'live' }, { offset: 0, count: 300, sort: 'name' });
  expect(fake.callsTo('games.get')).toHaveLength(4);
});
