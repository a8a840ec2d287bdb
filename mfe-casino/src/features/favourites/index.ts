// Favourite games (spec §3, §4): the player's list, the toggle and the heart button.
export { FavouriteButton } from './FavouriteButton';
export { useFavourites } from './useFavourites';
export { useFavouritesStore } from './store';
export { toggleFavourite } from './rules';
