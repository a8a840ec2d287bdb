// The games search rule: folding, transliteration, a game's search key and matching.
export { transliterate, foldSearchText, gameSearchKey, matchesSearch, GAME_WORDS, GAME_TYPE_WORDS, type SearchableGame } from './search-key';
