/** The game catalogue's reads: the catalogue cache and each game's stake limits and contributions per currency. Other code reaches this domain only through this file. */
export { catalogueCache } from './cache';
export { DEMO_BALANCE, jackpotContribution, stakeLimits, tournamentPoints, usdMicrosPerUnit } from './stake-limits';
