import { categoryRedirect, DEFAULT_FILTERS, FAVOURITES, hallRequest, hallSearch, isFiltered, parseHallQuery, withProvider } from './rules';

describe('hall filters in the address', () => {
  it('reads category, providers and sort, dropping what is malformed', () => {
    expect(parseHallQuery('')).toEqual(DEFAULT_FILTERS);
    expect(parseHallQuery('?category=slot&providers=aurora_reelworks,silkway_games&sort=name')).toEqual({
      category: 'slot',
      providers: ['aurora_reelworks', 'silkway_games'],
      sort: 'name',
    });
    expect(parseHallQuery('?category=<script>&providers=a,,a,b c&sort=random')).toEqual({ category: 'all', providers: ['a'], sort: 'position' });
  });

  it('writes a stable query: defaults left out, providers sorted, commas kept readable', () => {
    expect(hallSearch(DEFAULT_FILTERS)).toBe('');
    expect(hallSearch({ category: 'live', providers: ['b', 'a'], sort: 'popularity' })).toBe('?category=live&providers=a,b&sort=popularity');
    const filters = { category: 'new', providers: ['x_y'], sort: 'released_at' as const };
    expect(parseHallQuery(hallSearch(filters))).toEqual(filters);
  });

  it('toggles a provider and knows when anything is filtered', () => {
    const one = withProvider(DEFAULT_FILTERS, 'aurora', true);
    expect(one.providers).toEqual(['aurora']);
    expect(withProvider(one, 'aurora', false).providers).toEqual([]);
    expect(isFiltered(one)).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'name' })).toBe(false);
  });
});

describe('what the hall asks games.get for', () => {
  it('sends the category and providers; "all" is no category', () => {
    expect(hallRequest(DEFAULT_FILTERS, [])).toEqual({});
    expect(hallRequest({ ...DEFAULT_FILTERS, category: 'slot', providers: ['a'] }, [])).toEqual({ category: 'slot', providers: ['a'] });
  });

  it('asks for the liked games under favourites, and waits until they are known', () => {
    expect(hallRequest({ ...DEFAULT_FILTERS, category: FAVOURITES }, null)).toBeNull();
    expect(hallRequest({ ...DEFAULT_FILTERS, category: FAVOURITES }, ['a', 'b'])).toEqual({ sysnames: ['a', 'b'] });
  });
});

it('redirects /gamehall/{id} by the configured rule, else to the category itself', () => {
  expect(categoryRedirect('slots', { slots: 'slot' })).toBe('/gamehall?category=slot');
  expect(categoryRedirect('live')).toBe('/gamehall?category=live');
  expect(categoryRedirect('all')).toBe('/gamehall');
  expect(categoryRedirect('bad id!')).toBe('/gamehall');
});
