// The casino's rows on the home page (the `home.games` slot).
export { HomeGames, HOME_ROWS } from './HomeGames';
