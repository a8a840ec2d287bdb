export { OffersPage } from './OffersPage';
