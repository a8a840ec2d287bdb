/** The wallet: the ledger and balances (every change of money is a ledger entry), exchange rates, the account currency and its switch, limit periods, and the named money predicates (`rules/rule.ts`) that full and one-trip paths share.
 *
 * Every change of money goes through one entry point, `move(trx, entries, options)` (`move.ts`):
 * the entries of a unit of work, written in the caller's order, after the balance rows they touch
 * are locked in the order below. The caller says which rows its own lock (below) already holds
 * (`options.locked`): those are not locked again, so a run of entries on a held row is one
 * statement; any other row is locked in one statement after them, and one that would come before
 * a held row is refused. Entries on a held main balance may be held for the caller's
 * own statement (`options.hold`), which writes them with `movePart`, the one-statement form (its
 * `update balances` takes the row lock last; the caller holds the row, or the record whose keys
 * they are). The ledger's own functions (`ledger.ts`) are the wallet's: no other domain posts.
 *
 * Every lock of a balance row is the wallet's too (`locks.ts`); no other code selects `balances`
 * for update (the lint rule `wallet/balance-locks`). A caller's own lock is one of these:
 * `lockMainBalance` (bonuses, offers, the loyalty shop, a jackpot's award, a withdrawal),
 * `lockBalance` (one bonus balance, after main), and for the one-trip paths the statements sent with
 * their own: `balanceLockStatement` (rounds' game wallet `lock`, a deposit's request),
 * `mainBalancesLockStatement` (rounds played together), `mainBalanceLockOf` (a deposit's settlement,
 * by its payment) and `lockedStakeBalances` (a stake's reads, bonuses `stakeReadColumns`);
 * `lockCurrency` (currency-switch.ts) locks the account's real-money balances for its currency.
 * Locks are taken in one order:
 * 1. the account's balance rows: main first (`lockMainBalance`, the game wallet's `lock` in rounds,
 *    the deposit's and withdrawal's lock in payments), then bonus, betting_bonus, fun
 *    (`BALANCE_KINDS`); several accounts by id (`move`, `mainBalancesLockStatement`);
 * 2. then the account's own money records under that lock: its active bonus and free spin pack,
 *    its payment, its open bets and table rounds;
 * 3. last the rows players share: a jackpot's contribution shards (`feedJackpots`, `takeContributions`).
 * A unit that starts from a record named by its id rather than from an account locks that record,
 * then the balance (by `move`): a provider's deposit event its payment (payments.ts
 * `settleDeposit`), a withdrawal's cancellation or rejection its payment, a cashback taken its record.
 * Other code reaches this domain only through this file. */
export { lockCurrency, switchAccountCurrency, switchCurrency } from './currency-switch';
export { CurrencyMismatch, type Posted, type Posting, type StatementPosting, balancesFrom, balancesOf, money, openBalances, toMajor } from './ledger';
export { type LimitUsage, bindingLimit, effectiveLimit, periodWindow, planLimitChange } from './periods';
export { type Rates, convertMinor, loadRates, ratesFrom } from './rates';
export { columnEquals, defineRule } from './rules/rule';
export {
  type BalanceRow,
  type LockedBalance,
  balanceLockStatement,
  lockBalance,
  lockMainBalance,
  lockedBalance,
  lockedStakeBalances,
  mainBalanceLockOf,
  mainBalancesLockStatement,
} from './locks';
export { type MoveOptions, move, movePart } from './move';
