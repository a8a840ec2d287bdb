import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, useConfigStore, useLocation } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { game, gamesRoute, signInAs } from '../../testing/fixtures';
import { useFavouritesStore } from '../favourites';
import { GameHallPage } from './GameHallPage';

let casino: RemoteUnderTest;
afterEach(() => casino?.stop());

const catalogue = Array.from({ length: 1040 }, (_, i) =>
  game(i + 1, i % 3 === 0 ? { provider: 'silkway_games', provider_name: 'Silkway Games', type: 'casino' } : {}),
);

const categories = {
  data: {
    items: [
      { id: 'all', name: 'Barchasi', icon: null, types: null, tags: null, position: 1, is_system: true, games_count: 1040 },
      { id: 'slot', name: 'Slotlar', icon: null, types: ['slot'], tags: null, position: 2, is_system: true, games_count: 693 },
      { id: 'popular', name: 'Mashhur', icon: null, types: null, tags: ['popular'], position: 7, is_system: false, games_count: 0 },
    ],
    total: 3,
  },
};
const providers = {
  data: {
    items: ['aurora_reelworks', 'silkway_games'].map((sysname, i) => ({
      id: i + 1,
      sysname,
      name: sysname === 'silkway_games' ? 'Silkway Games' : 'Aurora Reelworks',
      image_url: '',
      description: { img_288_192: '', name: '' },
      game_params: {},
      types: ['slot'],
      games_count: 10,
    })),
    total: 2,
  },
};

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function mockLayout(width: number) {
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => ({ width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect);
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  mockLayout(1280);
});
afterEach(() => {
  jest.restoreAllMocks();
  resetStores();
  useFavouritesStore.setState(useFavouritesStore.getInitialState(), true);
});

const page = (route = '/gamehall') =>
  casino.render(
    <>
      <GameHallPage />
      <Where />
    </>,
    { route },
  );

it.each([
  ['grid', 7, false],
  ['large', 5, false],
  ['list', 3, true],
] as const)('lays the hall out by the display type %s: %i a row at 1280 px', async (type, perRow, lines) => {
  casino = await startRemoteForTest(app, {
    api: { 'games.get': gamesRoute(catalogue.slice(0, 40)), 'games.getCategories': categories, 'games.getProviders': providers },
  });
  act(() => useConfigStore.getState().setConfig({ 'games-config': { display: { type } } }));
  await page();
  const list = await screen.findByRole('list', { name: 'Oʻyinlar' });
  await waitFor(() => expect(list.style.gridTemplateColumns).toBe(`repeat(${perRow}, minmax(0, 1fr))`));
  const card = within(list).getAllByTestId('game-card')[0]!;
  expect(card.classList.contains('line')).toBe(lines);
});

it('shows the catalogue virtualised: with 1,040 games at most ~100 cards are in the DOM', async () => {
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute(catalogue), 'games.getCategories': categories, 'games.getProviders': providers } });
  await page();
  const list = await screen.findByRole('list', { name: 'Oʻyinlar' });
  expect(within(list).getAllByTestId('game-card').length).toBeGreaterThan(0);
  expect(within(list).getAllByTestId('game-card').length).toBeLessThanOrEqual(100);
  expect(screen.getByTestId('games-total')).toHaveTextContent('1,040 ta oʻyin');
  // Cards are named links to their game pages.
  expect(screen.getByRole('link', { name: 'Game 1' })).toHaveAttribute('href', '/game/game_1');
  expect(screen.getByRole('heading', { level: 1, name: 'Oʻyinlar zali' })).toBeInTheDocument();
});

it('filters by category and provider through the address', async () => {
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute(catalogue), 'games.getCategories': categories, 'games.getProviders': providers } });
  const { user } = await page('/gamehall?category=slot');
  const nav = await screen.findByRole('navigation', { name: 'Kategoriyalar' });
  expect(within(nav).getByRole('link', { name: 'Slotlar' })).toHaveAttribute('aria-current', 'page');
  await waitFor(() => expect(JSON.parse(casino.callsTo('games.get')[0]!.query.options!)).toEqual({ category: 'slot' }));

  await user.click(await screen.findByRole('button', { name: 'Provayderlar' }));
  await user.click(screen.getByRole('checkbox', { name: 'Silkway Games (10)' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/gamehall?category=slot&providers=silkway_games'));
  await waitFor(() => expect(JSON.parse(casino.callsTo('games.get').at(-1)!.query.options!)).toEqual({ category: 'slot', providers: 'silkway_games' }));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Saralash' }), 'name');
  await waitFor(() => expect(casino.callsTo('games.get').at(-1)!.query.sort).toBe('name'));
});

it('says "no games found" and resets the filters', async () => {
  casino = await startRemoteForTest(app, {
    api: { 'games.get': { data: { items: [], total: 0 } }, 'games.getCategories': categories, 'games.getProviders': providers },
  });
  const { user } = await page('/gamehall?category=popular&providers=aurora_reelworks');
  expect(await screen.findByRole('heading', { name: 'Oʻyinlar topilmadi' })).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Filtrlarni tozalash' }).at(-1)!);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/gamehall$/));
});

it('shows an error with a retry when the list fails', async () => {
  casino = await startRemoteForTest(app, {
    api: {
      'games.get': [{ error: { type: 'ApplicationUnavailableException' } }, gamesRoute(catalogue.slice(0, 5))({ query: {} })],
      'games.getCategories': categories,
      'games.getProviders': providers,
    },
  });
  const { user } = await page();
  expect(await screen.findByRole('alert')).toHaveTextContent('Server bilan aloqa yoʻq');
  await user.click(screen.getByRole('button', { name: 'Qayta urinish' }));
  expect(await screen.findByRole('link', { name: 'Game 1' })).toBeInTheDocument();
});

it('asks a guest to sign in when they favour a game', async () => {
  casino = await startRemoteForTest(app, {
    api: { 'games.get': gamesRoute(catalogue.slice(0, 3)), 'games.getCategories': categories, 'games.getProviders': providers },
  });
  const opened: unknown[] = [];
  const off = bus.on('dialog:open', (d) => opened.push(d));
  const { user } = await page();
  await user.click(await screen.findByRole('button', { name: 'Game 1 — sevimlilarga qoʻshish' }));
  expect(opened).toEqual([{ id: 'auth', props: { view: 'login' } }]);
  off();
});

it("lists a player's favourites under their own category", async () => {
  signInAs();
  casino = await startRemoteForTest(app, {
    api: {
      'games.get': gamesRoute(catalogue),
      'games.getCategories': categories,
      'games.getProviders': providers,
      'games.getLikes': { data: { items: ['game_5', 'game_9'], total: 2 } },
    },
  });
  await page('/gamehall?category=favourites');
  await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(2));
  expect(JSON.parse(casino.callsTo('games.get')[0]!.query.options!)).toEqual({ sysnames: 'game_5,game_9' });
  expect(screen.getByRole('button', { name: 'Game 5 — sevimlilardan olib tashlash' })).toHaveAttribute('aria-pressed', 'true');
  await act(async () => undefined);
});
