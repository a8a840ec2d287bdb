import { bus } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { signInAs } from '../../testing/fixtures';
import { toggleFavourite } from './rules';
import { useFavouritesStore } from './store';

let casino: RemoteUnderTest;
afterEach(() => casino?.stop());

afterEach(() => {
  resetStores();
  useFavouritesStore.setState(useFavouritesStore.getInitialState(), true);
});

it('toggles: removed when present, else added (spec §4)', () => {
  expect(toggleFavourite(['a', 'b'], 'a')).toEqual({ next: ['b'], action: 'remove' });
  expect(toggleFavourite(['b'], 'a')).toEqual({ next: ['a', 'b'], action: 'add' });
});

it('adds through games.addLike, then reloads the list and tells the other parts', async () => {
  signInAs();
  let likes = ['b'];
  casino = await startRemoteForTest(app, {
    api: {
      'games.getLikes': () => ({ data: { items: likes, total: likes.length } }),
      'games.addLike': (call) => {
        likes = [call.body.sysname!, ...likes];
        return { data: 1 };
      },
      'games.removeLike': (call) => {
        likes = likes.filter((s) => s !== call.body.sysname);
        return { data: 1 };
      },
    },
  });
  const told: string[][] = [];
  const off = bus.on('favourites:changed', ({ sysnames }) => told.push(sysnames));
  await useFavouritesStore.getState().load();
  await useFavouritesStore.getState().toggle('a');
  expect(casino.callsTo('games.addLike')[0]!.body).toEqual({ sysname: 'a' });
  expect(useFavouritesStore.getState().sysnames).toEqual(['a', 'b']);
  await useFavouritesStore.getState().toggle('b');
  expect(casino.callsTo('games.removeLike')[0]!.body).toEqual({ sysname: 'b' });
  expect(useFavouritesStore.getState().sysnames).toEqual(['a']);
  // Each toggle reloads the list (spec §4).
  expect(casino.callsTo('games.getLikes')).toHaveLength(3);
  expect(told).toEqual([['a', 'b'], ['a']]);
  off();
});

it('shows the change at once and puts it back when the call fails', async () => {
  signInAs();
  let release: ((v: unknown) => void) | undefined;
  casino = await startRemoteForTest(app, {
    api: {
      'games.getLikes': { data: { items: [], total: 0 } },
      'games.addLike': () => new Promise((resolve) => (release = () => resolve({ error: { type: 'StorageQuotaExceededException' } }))),
    },
  });
  await useFavouritesStore.getState().load();
  const pending = useFavouritesStore.getState().toggle('a');
  expect(useFavouritesStore.getState().sysnames).toEqual(['a']);
  expect(useFavouritesStore.getState().pending).toEqual(['a']);
  release?.(undefined);
  await expect(pending).rejects.toMatchObject({ type: 'StorageQuotaExceededException' });
  expect(useFavouritesStore.getState().sysnames).toEqual([]);
  expect(useFavouritesStore.getState().pending).toEqual([]);
});

it('asks guests to sign in instead of calling the API', async () => {
  casino = await startRemoteForTest(app, { api: {} });
  const opened: unknown[] = [];
  const off = bus.on('dialog:open', (d) => opened.push(d));
  await useFavouritesStore.getState().toggle('a');
  expect(opened).toEqual([{ id: 'auth', props: { view: 'login' } }]);
  expect(casino.calls).toHaveLength(0);
  off();
});
