export { useBalanceRefresh } from './useBalanceRefresh';
