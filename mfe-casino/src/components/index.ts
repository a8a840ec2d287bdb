// UI every casino feature uses: the page, header, table and link styles.
export { default as common } from './common.module.css';
