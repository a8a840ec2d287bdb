import { act, renderHook, waitFor } from '@testing-library/react';
import { PageDataContext, type PageData } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { game, gamesRoute } from '../../testing/fixtures';
import { usePagedGames } from './usePagedGames';

let casino: RemoteUnderTest;
afterEach(() => casino?.stop());

const catalogue = Array.from({ length: 1040 }, (_, i) => game(i + 1));

afterEach(() => resetStores());

it('loads pages by offset up to the limit, never showing a game twice', async () => {
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute(catalogue) } });
  const { result } = renderHook(() => usePagedGames({}, 'position', 300, 1000));
  await waitFor(() => expect(result.current.status).toBe('success'));
  expect(result.current.items).toHaveLength(300);
  expect(result.current.total).toBe(1040);

  for (const expected of [600, 900, 1000]) {
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(expected));
  }
  expect(result.current.done).toBe(true);
  act(() => result.current.loadMore());
  const calls = casino.callsTo('games.get').map((c) => [Number(c.query.offset), Number(c.query.count)]);
  expect(calls).toEqual([
    [0, 300],
    [300, 300],
    [600, 300],
    [900, 100],
  ]);
  expect(new Set(result.current.items.map((g) => g.id)).size).toBe(1000);
});

it('drops repeats when the catalogue shifted between pages', async () => {
  // The second page overlaps the first by 5 games (a game moved up meanwhile).
  const pages = [catalogue.slice(0, 10), catalogue.slice(5, 15)];
  let served = 0;
  casino = await startRemoteForTest(app, { api: { 'games.get': () => ({ data: { items: pages[served++] ?? [], total: 20 } }) } });
  const { result } = renderHook(() => usePagedGames({}, 'position', 10, 1000));
  await waitFor(() => expect(result.current.items).toHaveLength(10));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.items).toHaveLength(15));
  expect(result.current.items.map((g) => g.id)).toEqual(catalogue.slice(0, 15).map((g) => g.id));
});

it('starts over for new filters and ignores answers for the old ones', async () => {
  let release: (() => void) | undefined;
  casino = await startRemoteForTest(app, {
    api: {
      'games.get': (call) => {
        const options = JSON.parse(call.query.options ?? '{}') as { category?: string };
        if (options.category === 'slow') return new Promise((resolve) => (release = () => resolve({ data: { items: [game(999)], total: 1 } })));
        return gamesRoute(catalogue)(call);
      },
    },
  });
  const { result, rerender } = renderHook(({ category }) => usePagedGames({ category }, 'position', 15, 1000), { initialProps: { category: 'slow' } });
  rerender({ category: 'slot' });
  await waitFor(() => expect(result.current.status).toBe('success'));
  act(() => release?.());
  await new Promise((r) => setTimeout(r, 0));
  expect(result.current.items.some((g) => g.id === 999)).toBe(false);
  expect(result.current.items).toHaveLength(15);
});

it('reports a failed first page and loads it again on retry', async () => {
  casino = await startRemoteForTest(app, {
    api: { 'games.get': [{ error: { type: 'ApplicationUnavailableException' } }, { data: { items: [game(1)], total: 1 } }] },
  });
  const { result } = renderHook(() => usePagedGames({}, 'position', 15, 1000));
  await waitFor(() => expect(result.current.status).toBe('error'));
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.status).toBe('success'));
  expect(result.current.items).toHaveLength(1);
  expect(casino.callsTo('games.get')).toHaveLength(2);
});

it('waits without a request (favourites not known yet)', async () => {
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute(catalogue) } });
  const { result } = renderHook(() => usePagedGames(null, 'position', 15, 1000));
  expect(result.current.status).toBe('idle');
  expect(casino.callsTo('games.get')).toHaveLength(0);
});

it('starts from the first view a server-rendered page carried and loads the rest of the first page at once', async () => {
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute(catalogue) } });
  const request = {};
  const key = JSON.stringify([request, 'position', 300, 1000]);
  const carried = { items: catalogue.slice(0, 24), total: catalogue.length };
  const page: PageData = { take: (_key, deps) => (deps === JSON.stringify([key, 24]) ? { value: carried } : undefined) };
  const { result } = renderHook(() => usePagedGames(request, 'position', 300, 1000, 24), {
    wrapper: ({ children }) => <PageDataContext.Provider value={page}>{children}</PageDataContext.Provider>,
  });
  expect(result.current.status).toBe('success');
  expect(result.current.items).toHaveLength(24);
  await waitFor(() => expect(result.current.items).toHaveLength(324));
  expect(casino.callsTo('games.get').map((c) => [Number(c.query.offset), Number(c.query.count)])).toEqual([[24, 300]]);
  expect(result.current.items.map((g) => g.id)).toEqual(catalogue.slice(0, 324).map((g) => g.id));
});

it('asks for a page once when the list asks for more while that page is on its way', async () => {
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute(catalogue) } });
  const { result } = renderHook(() => usePagedGames({}, 'position', 300, 1000));
  await waitFor(() => expect(result.current.status).toBe('success'));
  act(() => {
    result.current.loadMore();
    result.current.loadMore();
  });
  await waitFor(() => expect(result.current.items).toHaveLength(600));
  expect(casino.callsTo('games.get').map((c) => Number(c.query.offset))).toEqual([0, 300]);
});
