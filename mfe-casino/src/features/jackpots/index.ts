// Jackpots (spec §2: /jackpots, /jackpots/{id}) and their winners.
export { JackpotsPage } from './JackpotsPage';
export { JackpotPage } from './JackpotPage';
export { WinnersTable } from './WinnersTable';
export { useWinners, WINNERS_PAGE } from './useWinners';
export { fetchJackpots } from './api';
export { tickValue, startOf, useTickingAmount } from './ticking';
