export { LoyaltyStanding } from './LoyaltyStanding';
export { standingOf, type Standing } from './rules';
export { StandingFacts, type StandingFactsProps } from './StandingFacts';
