import { configSection, type ContentConfig, type Locale } from '@casino/shared';
import type { GameItem } from '@casino/shared/api/schemas';

/** Name and picture of a game or provider: non-empty description values replace the plain ones (spec §3). */
export function itemView(item: { name: string; image_url: string; description: { name: string; img_288_192: string } }): { name: string; image: string } {
  return {
    name: item.description.name.trim() || item.name,
    image: item.description.img_288_192.trim() || item.image_url,
  };
}

export type PlayMode = 'real' | 'demo';

/** Custom games are the operator's own, played under their own path (spec §2). */
export const isCustomGame = (game: Pick<GameItem, 'tags'>): boolean => game.tags.includes('custom');

/** Where the game page's frame loads a game (spec §2: /platform/game/{sysname}/play, custom games under /custom/). */
export function playUrl(game: Pick<GameItem, 'sysname' | 'tags'>, mode: PlayMode, locale: Locale): string {
  const base = isCustomGame(game)
    ? `/platform/game/custom/${encodeURIComponent(game.sysname)}/play`
    : `/platform/game/${encodeURIComponent(game.sysname)}/play`;
  return `${base}?${new URLSearchParams({ mode, locale }).toString()}`;
}

export type FullscreenVisibility = 'all' | 'telegram' | 'product' | 'none';

/**
 * How the hall and the home rows lay games out (`games-config.display.type`; the specification
 * names the setting, not what each value looks like, so this is the product's reading of it):
 * - `grid` (default): cards with a 3:2 picture and the name under it; the hall has as many
 *   columns of at least 150 px as fit, a home row is one line of such cards scrolling sideways.
 * - `large`: the same cards at least 240 px wide, for operators with artwork worth showing big;
 *   fewer columns in the hall, wider cards in the home rows.
 * - `list`: one game a line (a small picture, the name, the studio and the demo link beside it),
 *   lines in columns of at least 320 px (one on a phone); a home row stacks its games as lines
 *   instead of scrolling sideways.
 * Anything else is `grid`.
 */
export type DisplayType = 'grid' | 'large' | 'list';
export const DISPLAY_TYPES: readonly DisplayType[] = ['grid', 'large', 'list'];
export type ContentViewType = 'default' | 'compact';

/** Game display settings of spec §3, from the `games-config` content section. */
export interface DisplaySettings {
  type: DisplayType;
  canAccessSlotWithZeroBalance: boolean;
  canVisibleFavoriteIcon: boolean;
  visibleFullScreen: FullscreenVisibility;
  contentViewType: ContentViewType;
}

export const DEFAULT_DISPLAY: DisplaySettings = {
  type: 'grid',
  canAccessSlotWithZeroBalance: false,
  canVisibleFavoriteIcon: true,
  visibleFullScreen: 'all',
  contentViewType: 'default',
};

const FULLSCREEN: readonly FullscreenVisibility[] = ['all', 'telegram', 'product', 'none'];

/** The display settings with unknown or missing values replaced by the defaults. */
export function displaySettings(config: ContentConfig): DisplaySettings {
  const d = (configSection<{ display: Partial<DisplaySettings> }>(config, 'games-config').display ?? {}) as Partial<Record<keyof DisplaySettings, unknown>>;
  return {
    type: DISPLAY_TYPES.includes(d.type as DisplayType) ? (d.type as DisplayType) : DEFAULT_DISPLAY.type,
    canAccessSlotWithZeroBalance:
      typeof d.canAccessSlotWithZeroBalance === 'boolean' ? d.canAccessSlotWithZeroBalance : DEFAULT_DISPLAY.canAccessSlotWithZeroBalance,
    canVisibleFavoriteIcon: typeof d.canVisibleFavoriteIcon === 'boolean' ? d.canVisibleFavoriteIcon : DEFAULT_DISPLAY.canVisibleFavoriteIcon,
    visibleFullScreen: FULLSCREEN.includes(d.visibleFullScreen as FullscreenVisibility)
      ? (d.visibleFullScreen as FullscreenVisibility)
      : DEFAULT_DISPLAY.visibleFullScreen,
    contentViewType: d.contentViewType === 'compact' ? 'compact' : 'default',
  };
}

/** Whether games of a display type are lines (picture beside the name) rather than cards. */
export const isLineLayout = (type: DisplayType): boolean => type === 'list';

/** The hall grid's cell sizes for a display type: 3:2 pictures with a caption under them unless compact, or fixed-height lines. */
export function hallGridSizes(type: DisplayType, compact: boolean): { minColumnWidth: number; aspect: number; extraHeight: number; rowHeight?: number } {
  if (type === 'list') return { minColumnWidth: 320, aspect: 1.5, extraHeight: 0, rowHeight: LINE_HEIGHT };
  return { minColumnWidth: type === 'large' ? 240 : 150, aspect: 1.5, extraHeight: compact ? 0 : 52 };
}

/** Height of a game line (its picture is 3:2 at this height). */
export const LINE_HEIGHT = 88;

/** Page sizes of spec §9 (15, 12, 300) and the virtual scroller's limit and buffer, overridable by `games-config`. */
export interface PageSizes {
  /** Rows of the home page and search results. */
  hall: number;
  /** Tournament games: 12 first, then 12 more at a time. */
  tournament: number;
  /** One page of the game hall's virtual list. */
  all: number;
  /** Most items the virtual list holds. */
  limit: number;
  /** Pixels rendered beyond the viewport. */
  buffer: number;
}

export const DEFAULT_PAGE_SIZES: PageSizes = { hall: 15, tournament: 12, all: 300, limit: 1000, buffer: 200 };

const positive = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback);

export function pageSizes(config: ContentConfig): PageSizes {
  const section = configSection<{ pageSizes: Record<string, unknown>; virtualScroll: Record<string, unknown> }>(config, 'games-config');
  const p = section.pageSizes ?? {};
  const v = section.virtualScroll ?? {};
  return {
    hall: positive(p.hall, DEFAULT_PAGE_SIZES.hall),
    tournament: positive(p.tournament, DEFAULT_PAGE_SIZES.tournament),
    all: Math.min(positive(p.all, DEFAULT_PAGE_SIZES.all), 1000),
    limit: Math.min(positive(v.limit, DEFAULT_PAGE_SIZES.limit), 1000),
    buffer: positive(v.buffer, DEFAULT_PAGE_SIZES.buffer),
  };
}

/** Adds a page to a list, skipping items already in it (by id): pages never show a game twice. */
export function appendUnique<T extends { id: number }>(items: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(items.map((i) => i.id));
  const out = [...items];
  for (const item of page) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

/** The next page to ask for (offset = what is loaded), or null when everything (or the limit) is loaded. */
export function nextPage(loaded: number, total: number | null, pageSize: number, limit: number): { offset: number; count: number } | null {
  const end = total === null ? limit : Math.min(total, limit);
  if (loaded >= end) return null;
  return { offset: loaded, count: Math.min(pageSize, end - loaded) };
}
