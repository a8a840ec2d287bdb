// The betting section (spec §2: /betting).
export { BettingPage, SPORTSBOOK_SYSNAME } from './BettingPage';
