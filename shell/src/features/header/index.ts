export { Header, HEADER_SLOTS } from './Header';
export { totalBalance } from './balance';
