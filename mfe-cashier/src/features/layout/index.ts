export { CashierRoot } from './CashierRoot';
export { CashierLayout, CashierIndex } from './CashierLayout';
export { previousPath, resetRouteHistory } from './routeHistory';
