export { HistoryPage } from './HistoryPage';
export { cancelDeposit, loadHistory, type HistoryItem } from './api';
export { HISTORY_TABS, recentTransactions, tabFromQuery, type HistoryTab } from './merge';
