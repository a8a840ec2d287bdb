export { CashierPage } from './CashierPage';
