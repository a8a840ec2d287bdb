export { BetsLayout, BetsIndex } from './BetsLayout';
export { BetHistoryPage } from './BetHistoryPage';
export { BetExportsPage } from './BetExportsPage';
