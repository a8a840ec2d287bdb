export { CashbackPage } from './CashbackPage';
