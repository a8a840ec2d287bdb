import {
  appendUnique,
  DEFAULT_DISPLAY,
  DEFAULT_PAGE_SIZES,
  displaySettings,
  hallGridSizes,
  isLineLayout,
  itemView,
  LINE_HEIGHT,
  nextPage,
  pageSizes,
  playUrl,
} from './rules';
import { withRecent } from './recent';

describe('paging', () => {
  it('adds a page without repeating items already loaded', () => {
    const a = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(appendUnique(a, [{ id: 3 }, { id: 4 }, { id: 4 }, { id: 5 }]).map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(appendUnique([], [{ id: 9 }])).toEqual([{ id: 9 }]);
  });

  it('asks for the next page by offset until the total or the limit', () => {
    expect(nextPage(0, null, 300, 1000)).toEqual({ offset: 0, count: 300 });
    expect(nextPage(300, 1040, 300, 1000)).toEqual({ offset: 300, count: 300 });
    expect(nextPage(900, 1040, 300, 1000)).toEqual({ offset: 900, count: 100 });
    expect(nextPage(1000, 1040, 300, 1000)).toBeNull();
    expect(nextPage(640, 640, 300, 1000)).toBeNull();
    expect(nextPage(12, 25, 12, Infinity)).toEqual({ offset: 12, count: 12 });
    expect(nextPage(24, 25, 12, Infinity)).toEqual({ offset: 24, count: 1 });
  });
});

it('prefers non-empty description values to the plain ones (spec §3)', () => {
  const base = { name: 'Plain', image_url: '/plain.svg', description: { name: '', img_288_192: '' } };
  expect(itemView(base)).toEqual({ name: 'Plain', image: '/plain.svg' });
  expect(itemView({ ...base, description: { name: 'Rich', img_288_192: '/rich.svg' } })).toEqual({ name: 'Rich', image: '/rich.svg' });
  expect(itemView({ ...base, description: { name: '  ', img_288_192: '/rich.svg' } }).name).toBe('Plain');
});

it('plays custom games under their own path (spec §2)', () => {
  expect(playUrl({ sysname: 'aurora_lucky', tags: [] }, 'real', 'uz')).toBe('/platform/game/aurora_lucky/play?mode=real&locale=uz');
  expect(playUrl({ sysname: 'oltin_rocket', tags: ['custom'] }, 'demo', 'ru')).toBe('/platform/game/custom/oltin_rocket/play?mode=demo&locale=ru');
});

describe('settings from games-config', () => {
  it('reads the display settings and falls back per value', () => {
    expect(displaySettings({})).toEqual(DEFAULT_DISPLAY);
    const d = displaySettings({
      'games-config': {
        display: { canVisibleFavoriteIcon: false, visibleFullScreen: 'telegram', contentViewType: 'compact', canAccessSlotWithZeroBalance: 'yes' },
      },
    });
    expect(d).toMatchObject({ canVisibleFavoriteIcon: false, visibleFullScreen: 'telegram', contentViewType: 'compact', canAccessSlotWithZeroBalance: false });
    expect(displaySettings({ 'games-config': { display: { visibleFullScreen: 'everywhere' } } }).visibleFullScreen).toBe('all');
  });

  it('reads the display type: grid, large or list, anything else is grid', () => {
    const type = (value: unknown) => displaySettings({ 'games-config': { display: { type: value } } }).type;
    expect(type('grid')).toBe('grid');
    expect(type('large')).toBe('large');
    expect(type('list')).toBe('list');
    expect(type('carousel')).toBe('grid');
    expect(type(3)).toBe('grid');
  });

  it('sizes the hall per display type: cards of 150 or 240 px with a caption, or fixed-height lines', () => {
    expect(hallGridSizes('grid', false)).toEqual({ minColumnWidth: 150, aspect: 1.5, extraHeight: 52 });
    expect(hallGridSizes('grid', true).extraHeight).toBe(0);
    expect(hallGridSizes('large', false).minColumnWidth).toBe(240);
    expect(hallGridSizes('list', false)).toEqual({ minColumnWidth: 320, aspect: 1.5, extraHeight: 0, rowHeight: LINE_HEIGHT });
    expect([isLineLayout('grid'), isLineLayout('large'), isLineLayout('list')]).toEqual([false, false, true]);
  });

  it('reads page sizes and the virtual scroller limit (spec §9), never above 1000', () => {
    expect(pageSizes({})).toEqual(DEFAULT_PAGE_SIZES);
    expect(pageSizes({ 'games-config': { pageSizes: { hall: 20, all: 5000 }, virtualScroll: { limit: 99999, buffer: 300 } } })).toEqual({
      hall: 20,
      tournament: 12,
      all: 1000,
      limit: 1000,
      buffer: 300,
    });
  });
});

it('keeps recently played games newest first, once each, at most 15', () => {
  expect(withRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  expect(
    withRecent(
      Array.from({ length: 15 }, (_, i) => `g${i}`),
      'new',
    ),
  ).toHaveLength(15);
});
