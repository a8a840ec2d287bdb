// The game catalogue every casino page shows: calls, rules, cards and the virtual grid.
export { fetchCategories, fetchGames, fetchProviders, type GameFilters, type GameSort, type GamesPage } from './api';
export { fetchGamesOnce, prefetchGames, warmPictures, WARM_PICTURES } from './prefetch';
export {
  appendUnique,
  DEFAULT_DISPLAY,
  DEFAULT_PAGE_SIZES,
  DISPLAY_TYPES,
  displaySettings,
  hallGridSizes,
  isLineLayout,
  LINE_HEIGHT,
  isCustomGame,
  itemView,
  nextPage,
  pageSizes,
  playUrl,
  type ContentViewType,
  type DisplayType,
  type DisplaySettings,
  type FullscreenVisibility,
  type PageSizes,
  type PlayMode,
} from './rules';
export { GameCard, GameCardSkeleton, type GameCardProps, type PictureLoad } from './GameCard';
export { GameGrid, GameGridSkeleton, CARD, EAGER_CARDS, FIRST_CARDS, pictureLoadAt } from './GameGrid';
export { recentlyPlayed, rememberPlayed, withRecent } from './recent';
export { useDisplaySettings, usePageSizes } from './hooks';
