import { apiClient, createTestServer, login, type TestServer } from '../testing/server';
import { PROVIDERS } from '../seed/catalogue';
import { TtlCache } from '../cache/ttl-cache';
import { listGames } from './games';

let s: TestServer;
let api: ReturnType<typeof apiClient>;
let demo: string;

beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
  demo = await login(s.app, 'demo@example.com', 'demo1234');
}, 60_000);
afterAll(() => s.close());

const data = async (method: string, params: Record<string, string | number | undefined> = {}, cookie?: string, locale = 'uz') => {
  const r = await api.get(method, params, cookie, { locale });
  expect(r.status).toBe(200);
  return r.body.data;
};

describe('games.get', () => {
  it('pages the lobby in position order with the total', async () => {
    const first = await data('games.get', { count: 15 });
    expect(first.items).toHaveLength(15);
    expect(first.total).toBeGreaterThanOrEqual(600);
    const second = await data('games.get', { count: 15, offset: 15 });
    expect(second.total).toBe(first.total);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const all = await data('games.get', { count: 1000 });
    expect(all.items).toHaveLength(first.total);
    expect(new Set(all.items.map((g: { sysname: string }) => g.sysname)).size).toBe(all.total);
    const past = await data('games.get', { count: 15, offset: 5000 });
    expect(past).toEqual({ items: [], total: first.total });
  });

  it('answers items with local images and the description form of spec §3', async () => {
    const { items } = await data('games.get', { count: 50 });
    for (const g of items) {
      expect(g.image_url).toMatch(/^\/content\/media\/games\/[a-z0-9_]+\.webp$/);
      expect(g.description.img_288_192).toBe(g.image_url);
      expect(['casino', 'slot', 'live', 'fast']).toContain(g.type);
    }
    const image = await s.app.inject({ method: 'GET', url: items[0].image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('filters by type, provider, tag, sysname, category, query and options', async () => {
    const live = await data('games.get', { types: 'live', count: 300 });
    expect(live.total).toBeGreaterThan(20);
    expect(live.items.every((g: { type: string }) => g.type === 'live')).toBe(true);

    const two = await data('games.get', { types: 'fast,casino', count: 300 });
    expect(new Set(two.items.map((g: { type: string }) => g.type))).toEqual(new Set(['fast', 'casino']));

    const studio = await data('games.get', { providers: 'registan_live', count: 300 });
    expect(studio.items.every((g: { provider: string }) => g.provider === 'registan_live')).toBe(true);

    const tagged = await data('games.get', { tags: 'new', count: 300 });
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.items.every((g: { tags: string[] }) => g.tags.includes('new'))).toBe(true);
    const category = await data('games.get', { category: 'new', count: 300 });
    expect(category.total).toBe(tagged.total);

    const slots = await data('games.get', { category: 'slot', count: 1 });
    const slotType = await data('games.get', { types: 'slot', count: 1 });
    expect(slots.total).toBe(slotType.total);
    expect((await data('games.get', { category: 'all', count: 1 })).total).toBe((await data('games.get', { count: 1 })).total);
    expect(await data('games.get', { category: 'no-such-category' })).toEqual({ items: [], total: 0 });
    // A category of slots asked for live games has none.
    expect((await data('games.get', { category: 'slot', types: 'live' })).total).toBe(0);

    const one = live.items[0];
    const bySysname = await data('games.get', { sysname: `${one.sysname},${live.items[1].sysname}` });
    expect(bySysname.total).toBe(2);

    const word = one.name.split(' ')[0].toLowerCase();
    const found = await data('games.get', { query: word.toUpperCase(), count: 300 });
    expect(found.items.every((g: { name: string }) => g.name.toLowerCase().includes(word))).toBe(true);
    expect((await data('games.get', { query: '%' })).total).toBe(0);
    expect((await data('games.get', { query: '_' })).total).toBe(0);

    const viaOptions = await data('games.get', { options: JSON.stringify({ types: ['live'] }), count: 1 });
    expect(viaOptions.total).toBe(live.total);
  });

  it('keeps the total per filter set when caching, so later pages cost one query', async () => {
    const cache = new TtlCache<unknown>(60_000);
    const params = { offset: 0, count: 15, sort: 'position' as const, types: ['slot' as const] };
    const first = await listGames(s.database.db, params, cache);
    const second = await listGames(s.database.db, { ...params, offset: 15 }, cache);
    expect(second.total).toBe(first.total);
    expect(first.total).toBe((await data('games.get', { types: 'slot', count: 1 })).total);
    expect(cache.size).toBe(1);
  });

  it('sorts by name, popularity and release date in either order', async () => {
    // First letters only: the order within a letter follows the database's collation.
    const byName = (await data('games.get', { sort: 'name', count: 300 })).items.map((g: { name: string }) => g.name[0]!.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const popular = (await data('games.get', { sort: 'popularity', count: 50 })).items.map((g: { popularity: number }) => g.popularity);
    expect(popular).toEqual([...popular].sort((a: number, b: number) => b - a));
    const oldest = (await data('games.get', { sort: 'released_at', order: 'ASC', count: 50 })).items.map((g: { released_at: number }) => g.released_at);
    expect(oldest).toEqual([...oldest].sort((a: number, b: number) => a - b));
  });
});

describe('games.get query: names, providers and categories in every language and script', () => {
  type Game = { name: string; type: string; provider: string; provider_name: string };
  const search = async (query: string, locale = 'uz') =>
    (await data('games.get', { query, count: 1000 }, undefined, locale)) as { items: Game[]; total: number };
  const roulettes = (items: Game[]) => items.filter((g) => /roulette/i.test(g.name));

  it('finds the roulette games by "рулетка", "ruletka" and "roulette" alike', async () => {
    const english = await search('roulette');
    expect(english.total).toBeGreaterThan(3);
    expect(roulettes(english.items)).toHaveLength(english.total);
    for (const query of ['рулетка', 'ruletka', 'Рулетка', 'RULETKA']) {
      const found = await search(query, query === 'ruletka' ? 'uz' : 'ru');
      expect(found.total).toBe(english.total);
      expect(found.items.map((g) => g.name).sort()).toEqual(english.items.map((g) => g.name).sort());
    }
  });

  it('finds the slots by "слоты", "sloty", "slotlar" and "slot", and only slots', async () => {
    const slots = await data('games.get', { types: 'slot', count: 1 });
    for (const query of ['слоты', 'sloty', 'slotlar', 'Slotlar']) {
      const found = await search(query);
      expect(found.total).toBe(slots.total);
      expect(found.items.every((g) => g.type === 'slot')).toBe(true);
    }
  });

  it('finds blackjack and fruit games by their Uzbek and Russian words', async () => {
    for (const [english, ...others] of [
      ['blackjack', 'blekjek', 'блэкджек'],
      ['fruits', 'mevalar', 'фрукты'],
    ] as const) {
      const expected = (await search(english)).total;
      expect(expected).toBeGreaterThan(0);
      for (const q of others) expect((await search(q)).total).toBe(expected);
    }
  });

  it("finds a provider's games by its name in Latin and Cyrillic letters", async () => {
    const studio = await data('games.get', { providers: 'nebula_spinworks', count: 1 });
    for (const query of ['Nebula Spinworks', 'nebula_spinworks', 'Небула']) {
      const found = await search(query);
      expect(found.items.every((g) => g.provider === 'nebula_spinworks')).toBe(true);
      expect(found.total).toBe(studio.total);
    }
  });

  it('finds the games of a hall category by its name in either language', async () => {
    const jackpot = await data('games.get', { category: 'jackpot', count: 1 });
    expect(jackpot.total).toBeGreaterThan(0);
    for (const query of ['jekpot', 'джекпот', 'Jekpot']) {
      // A name may carry the word too: the category's games are all among the found ones.
      expect((await search(query)).total).toBeGreaterThanOrEqual(jackpot.total);
    }
  });

  it('keeps paging and the total, and finds nothing for words no game has', async () => {
    const all = await search('ruletka');
    const page = await data('games.get', { query: 'ruletka', count: 2, offset: 1, sort: 'name' });
    expect(page.total).toBe(all.total);
    expect(page.items).toHaveLength(2);
    expect(await search('qwertyzz')).toEqual({ items: [], total: 0 });
  });
});

describe('categories and providers', () => {
  it('answers the categories of spec §9 first, then the content-configured ones, named per locale', async () => {
    const uz = await data('games.getCategories');
    expect(uz.items.slice(0, 5).map((c: { id: string }) => c.id)).toEqual(['all', 'casino', 'slot', 'live', 'fast']);
    expect(uz.items.length).toBeGreaterThan(5);
    expect(uz.items[0].games_count).toBeGreaterThanOrEqual(600);
    const ru = await data('games.getCategories', {}, undefined, 'ru');
    expect(ru.items.find((c: { id: string }) => c.id === 'slot').name).toBe('Слоты');
  });

  it('answers about 8 providers with game_params and types, filtered by type', async () => {
    const all = await data('games.getProviders', { fields: 'game_params', types: 'casino,slot,live,fast' });
    expect(all.total).toBeGreaterThanOrEqual(PROVIDERS.length);
    for (const p of all.items) {
      expect(p.game_params).toEqual(expect.objectContaining({ demo: true }));
      expect(p.types.length).toBeGreaterThan(0);
    }
    for (const seeded of PROVIDERS) {
      expect(all.items.find((p: { sysname: string }) => p.sysname === seeded.sysname).games_count).toBeGreaterThanOrEqual(60);
    }
    const live = await data('games.getProviders', { types: 'live' });
    expect(live.items.every((p: { types: string[] }) => p.types.includes('live'))).toBe(true);
    expect(live.total).toBeLessThan(all.total);
  });
});

describe('favourites', () => {
  it('adds and removes likes idempotently, answering the sysnames', async () => {
    const before = (await data('games.getLikes', {}, demo)).items;
    expect(before).toHaveLength(5);
    const [game] = (await data('games.get', { types: 'live', count: 1 })).items;
    expect((await api.post('games.addLike', { sysname: game.sysname }, demo)).body).toEqual({ data: 1 });
    expect((await api.post('games.addLike', { sysname: game.sysname }, demo)).body).toEqual({ data: 1 });
    const after = await data('games.getLikes', {}, demo);
    expect(after.items[0]).toBe(game.sysname);
    expect(after.total).toBe(6);
    expect((await api.post('games.removeLike', { sysname: game.sysname }, demo)).body).toEqual({ data: 1 });
    expect((await data('games.getLikes', {}, demo)).items).toEqual(before);
    const unknown = await api.post('games.addLike', { sysname: 'no_such_game' }, demo);
    expect(unknown.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { sysname: 'Game not found' } });
  });
});

describe('jackpots, tournaments, offers, banners, loyalty', () => {
  it('answers jackpots with amounts and localised descriptions, and recent winners', async () => {
    const uz = await data('Jackpots.get');
    expect(uz.total).toBe(4);
    expect(uz.items[0]).toMatchObject({ sysname: 'caravan-grand', amount: { amount: 1254310.55, currency: 'USD' }, description: { title: 'Karvon Grand' } });
    const ru = await data('Jackpots.get', {}, undefined, 'ru');
    expect(ru.items[0].description.title).toBe('Караван Гранд');
    const winners = await data('Jackpots.getWinners', { count: 5 });
    expect(winners.items).toHaveLength(5);
    expect(winners.total).toBe(60);
    const times = winners.items.map((w: { won_at: number }) => w.won_at);
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    const one = await data('Jackpots.getWinners', { jackpot_id: uz.items[0].id, count: 100 });
    expect(one.items.every((w: { jackpot_id: number }) => w.jackpot_id === uz.items[0].id)).toBe(true);
  });

  it('answers tournaments with status from their dates, winners and the player info', async () => {
    const all = await data('tournaments.get', {}, demo);
    expect(all.total).toBe(5);
    expect(all.items.map((t: { status: string }) => t.status)).toEqual(['active', 'active', 'future', 'future', 'finished']);
    const race = all.items.find((t: { sysname: string }) => t.sysname === 'spring-spin-race');
    expect(race.user_info).toEqual({ is_participant: true, points: 4250, place: expect.any(Number) });
    expect(race.winners).toHaveLength(3);
    expect(race.winners[0]).toMatchObject({ place: 1, prize: { amount: 3000, currency: 'USD' } });
    expect(race.total_participants).toBeGreaterThan(18);
    expect(race.games_count).toBe(race.games.length);
    const active = await data('tournaments.get', { status: 'active' });
    expect(active.total).toBe(2);
    expect(active.items[0].user_info).toBeNull();
    const byId = await data('tournaments.get', { ids: `${race.id}` });
    expect(byId.items.map((t: { id: number }) => t.id)).toEqual([race.id]);

    const board = await data('leaderboard.get', { tournament_id: race.id, count: 100 }, demo);
    expect(board.total).toBe(race.total_participants);
    expect(board.items.map((r: { place: number }) => r.place)).toEqual(board.items.map((_: unknown, i: number) => i + 1));
    const me = board.items.find((r: { is_current_user: boolean }) => r.is_current_user);
    expect(me).toMatchObject({ fakename: 'DemoPlayer', points: 4250, place: race.user_info.place });
    const missing = await api.get('leaderboard.get', { tournament_id: 999999 });
    expect(missing.body.error.fields).toEqual({ tournament_id: 'Tournament not found' });
  });

  it('answers offers with trigger, description and promotions', async () => {
    const guest = await data('campaigns.getoffers', { fields: 'trigger,description,promotions' });
    expect(guest.total).toBe(7);
    expect(guest.items[0]).toMatchObject({
      sysname: 'welcome-100',
      trigger: { action: 'deposit', params: { exclude_methods: ['crypto_demo'] }, user_satisfies_params: false },
      description: { title: '100% birinchi depozit bonusi' },
      promotions: [expect.objectContaining({ type: 'bonus', percent: 100 })],
    });
    // The demo player's opening deposit is paid: the first-deposit offer is no longer theirs, the reload one is.
    const player = await data('campaigns.getoffers', {}, demo);
    const satisfies = (sysname: string) => player.items.find((o: { sysname: string }) => o.sysname === sysname).trigger.user_satisfies_params;
    expect([satisfies('welcome-100'), satisfies('reload-50'), satisfies('weekly-cashback')]).toEqual([false, true, true]);
  });

  it('answers banners in position order, 10 by default', async () => {
    const b = await data('banners.get', {}, undefined, 'ru');
    expect(b.total).toBe(5);
    expect(b.items.map((x: { description: { position: number } }) => x.description.position)).toEqual([1, 2, 3, 4, 5]);
    expect(b.items[0].description).toMatchObject({ title: 'Добро пожаловать!', link: '/ru/offers/welcome-100' });
    expect(b.items[1].finished_at).toEqual(expect.any(Number));
  });

  it('answers the loyalty programme, characters, shop and the player info', async () => {
    const programs = await data('loyalty.getPrograms');
    expect(programs.items[0]).toMatchObject({ sysname: 'star-club', pointsAlias: 'yulduzlar', is_active: true });
    expect(programs.items[0].levels).toHaveLength(5);
    expect((await data('loyalty.getProgram', { sysname: 'star-club' }, undefined, 'ru')).levels[0].title).toBe('Бронза');
    expect((await api.get('loyalty.getProgram', { sysname: 'none' })).body.error.type).toBe('InvalidParameterException');
    const characters = await data('loyalty.getcharacters', { limit: 2 });
    expect(characters).toMatchObject({ total: 4, offset: 0, limit: 2 });
    expect(characters.items).toHaveLength(2);
    const products = await data('loyalty.getproducts');
    expect(products.total).toBe(8);
    const info = await data('loyalty.getinfo', {}, demo);
    expect(info).toMatchObject({ points: 1250, exp: 3400, level: { sysname: 'silver' }, character: { sysname: 'merchant' }, pointsAlias: 'yulduzlar' });
    expect((await api.get('loyalty.getinfo')).status).toBe(401);
  });
});
