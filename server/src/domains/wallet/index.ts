/** The wallet: the ledger and balances (every change of money is a ledger entry), exchange rates, the account currency and its switch, limit periods, and the named money predicates (`rules/rule.ts`) that full and one-trip paths share. Other code reaches this domain only through this file. */
export { lockCurrency, switchCurrency } from './currency-switch';
export { CurrencyMismatch, type Posting, type StatementPosting, balancesFrom, balancesOf, lockedPostingsPart, money, openBalances, post, postAllLocked, postLocked, postLockedOrHold, toMajor } from './ledger';
export { type LimitUsage, bindingLimit, effectiveLimit, periodWindow, planLimitChange } from './periods';
export { type Rates, convertMinor, loadRates, ratesFrom } from './rates';
export { columnEquals, defineRule } from './rules/rule';
