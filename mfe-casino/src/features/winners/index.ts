// Winners (spec §2: /winners).
export { WinnersPage } from './WinnersPage';
