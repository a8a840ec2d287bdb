export { Header } from './Header';
export { totalBalance } from './balance';
