export { LoyaltyStanding } from './LoyaltyStanding';
export { standingOf, type Standing } from './rules';
