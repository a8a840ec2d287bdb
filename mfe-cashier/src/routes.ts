import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose page is its own chunk, downloaded when first shown. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] {
  return () => load().then((m) => ({ Component: m[name] as ComponentType }));
}

const layout = () => import('./features/layout');
const deposit = page(() => import('./features/deposit'), 'DepositPage');
const outcome = () => import('./features/pay-outcome');

/**
 * The cashier's pages (spec §2), relative to the locale root: /cashier with its children billing,
 * deposit, deposit/{sysname}, history, paycancel, payfail(/{transaction}), paymobile,
 * paynewwindow, paypending(/{transaction}), paysuccess(/{transaction}), receipt, wallet, withdraw.
 */
export const routes: RouteObject[] = [
  {
    path: 'cashier',
    lazy: page(layout, 'CashierRoot'),
    children: [
      {
        lazy: page(layout, 'CashierLayout'),
        children: [
          { index: true, lazy: page(layout, 'CashierIndex') },
          { path: 'deposit', lazy: deposit },
          { path: 'deposit/:sysname', lazy: deposit },
          { path: 'withdraw', lazy: page(() => import('./features/withdraw'), 'WithdrawPage') },
          { path: 'history', lazy: page(() => import('./features/history'), 'HistoryPage') },
          { path: 'wallet', lazy: page(() => import('./features/wallet'), 'WalletPage') },
          { path: 'receipt', lazy: page(() => import('./features/receipt'), 'ReceiptPage') },
        ],
      },
      { path: 'billing', lazy: page(() => import('./features/billing'), 'BillingPage') },
      { path: 'paysuccess', lazy: page(outcome, 'PaySuccessPage') },
      { path: 'paysuccess/:transaction', lazy: page(outcome, 'PaySuccessPage') },
      { path: 'payfail', lazy: page(outcome, 'PayFailPage') },
      { path: 'payfail/:transaction', lazy: page(outcome, 'PayFailPage') },
      { path: 'paypending', lazy: page(outcome, 'PayPendingPage') },
      { path: 'paypending/:transaction', lazy: page(outcome, 'PayPendingPage') },
      { path: 'paycancel', lazy: page(outcome, 'PayCancelPage') },
      { path: 'paymobile', lazy: page(outcome, 'PayMobilePage') },
      { path: 'paynewwindow', lazy: page(outcome, 'PayNewWindowPage') },
    ],
  },
];
