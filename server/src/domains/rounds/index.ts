/** Game rounds with money: launches, slot and crash rounds, table games, the sportsbook, the game wallet of a launch, and jackpots. Game providers are adapters that call these. Other code reaches this domain only through this file. */
export { awardJackpot } from './admin';
export { jackpotAmountOf } from './jackpots';
export { GUEST_LAUNCH_LIMIT, type Launch, LaunchCache, type LaunchGame, bearerOf, createLaunch, findGame, launchByToken } from './launch';
export { playRound } from './rounds';
export { ensureEvents, listBets, listEvents, placeBet, settleDue, settleEvent } from './sportsbook';
export { actBlackjack, dealBlackjack, openBlackjack, settleIdleBlackjack } from './tables';
export { balanceNow, lock, move } from './wallet';
