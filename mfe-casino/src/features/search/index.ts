// Games search (spec §2 dialog "games search"): the dialog, the header button and the opener.
export { openGamesSearch, SEARCH_DIALOG } from './open';
export { default as SearchDialog } from './SearchDialog';
export { default as SearchButton } from './SearchButton';
export { highlightParts, searchSettings, type SearchSettings } from './highlight';
export { useDebounced } from './useDebounced';
