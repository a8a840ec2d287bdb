/** Deposits and withdrawals: payment rows, methods, requisites, cards, destinations, deposit limits, cashier settings, and the one-trip rules of deposits and settlements with the fast paths that pick them. Other code reaches this domain only through this file. */
export { depositLimitView, setDepositLimit } from './deposit-limits';
export { maskContact, noTrustedContact, trustedContact, withdrawalAbout } from './destinations';
export { activeMethods, methodView } from './methods';
export {
  NewDestination,
  type PaymentRow,
  SettleError,
  type SettleOutcome,
  attachProviderRef,
  cancelDeposit,
  cancelWithdrawal,
  createDeposit,
  createWithdrawal,
  expirePendingDeposits,
  findPayment,
  history,
  ledgerKey,
  paymentInfo,
  settleDeposit,
} from './payments';
export { type FastPaths, type KeptProgram, fastPathsOf, processFastPaths } from './rules/fast-paths';
export { type CashierSettings, loadCashierSettings } from './settings';
