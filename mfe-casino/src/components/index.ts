// UI every casino feature uses: the page, header, table and link styles, and the strings a list hands its cards.
export { default as common } from './common.module.css';
export { CasinoTexts, withCasinoTexts, type CasinoT } from './CasinoTexts';
