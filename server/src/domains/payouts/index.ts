/** Withdrawals paid out: the payout provider's interface, payout settings, the decisions of a payout and its routes. Other code reaches this domain only through this file. */
export { type PayoutCallback, type PayoutOrder, type PayoutProvider } from './payout-provider';
export { type PayoutSettings, loadPayoutSettings } from './settings';
export { afterWithdrawalRequest } from './payouts';
export { registerPayouts } from './routes';
