// The game hall (spec §2: /gamehall, /gamehall/{id}).
export { GameHallPage } from './GameHallPage';
export { usePagedGames, type PagedGames } from './usePagedGames';
