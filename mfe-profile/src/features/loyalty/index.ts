export { LoyaltyPage } from './LoyaltyPage';
