/** The wallet: the ledger and balances (every change of money is a ledger entry), exchange rates, the account currency and its switch, limit periods, and the named money predicates (`rules/rule.ts`) that full and one-trip paths share.
 *
 * Every change of money is a ledger row written here (`ledger.ts`: `post`, `postLocked`,
 * `postAllLocked`, `postLockedOrHold`, and `lockedPostingsPart` for one-trip statements); `move`
 * is the entry point for a unit of work with several entries. Locks are taken in one order:
 * 1. the account's balance rows: main first (the wallet's lock: `lockWallet` in bonuses, the game
 *    wallet's `lock` in rounds, the deposit's and withdrawal's lock in payments), then bonus,
 *    betting_bonus, fun (`BALANCE_KINDS`); several accounts by id (`move`);
 * 2. then the account's own money records under that lock: its active bonus and free spin pack,
 *    its payment, its open bets and table rounds;
 * 3. last the rows players share: a jackpot's contribution shards (`feedJackpots`, `takeContributions`).
 * A provider's deposit event names a payment, not an account: its settlement locks that payment
 * row, then the balance (payments.ts `settleDeposit`).
 * Other code reaches this domain only through this file. */
export { lockCurrency, switchAccountCurrency, switchCurrency } from './currency-switch';
export { CurrencyMismatch, type Posted, type Posting, type StatementPosting, balancesFrom, balancesOf, money, openBalances, toMajor } from './ledger';
export { type LimitUsage, bindingLimit, effectiveLimit, periodWindow, planLimitChange } from './periods';
export { type Rates, convertMinor, loadRates, ratesFrom } from './rates';
export { columnEquals, defineRule } from './rules/rule';
export { type BalanceRow, type MoveOptions, move, movePart } from './move';
