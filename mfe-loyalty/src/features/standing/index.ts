export { LoyaltyStanding } from './LoyaltyStanding';
