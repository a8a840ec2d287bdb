/** Payment outcome pages (spec §2, §4) as pure rules. */
export type OutcomeRoute = 'success' | 'fail' | 'pending' | 'cancel' | 'mobile' | 'newwindow';
export type PaymentStatus = 'pending' | 'success' | 'fail' | 'cancel';
export type OutcomeView = OutcomeRoute;

export const isSettled = (status: PaymentStatus | null | undefined): status is Exclude<PaymentStatus, 'pending'> =>
  status === 'success' || status === 'fail' || status === 'cancel';

const BY_STATUS: Record<PaymentStatus, OutcomeView> = { success: 'success', fail: 'fail', cancel: 'cancel', pending: 'pending' };

/**
 * What the page shows: the transaction's real status when it is known (an address typed by hand
 * never shows a payment as paid that is not), else the page's own outcome. The mobile and new
 * window pages keep their text while the payment is open elsewhere.
 */
export function outcomeView(route: OutcomeRoute, status: PaymentStatus | null): OutcomeView {
  if (status === null) return route;
  if ((route === 'mobile' || route === 'newwindow') && status === 'pending') return route;
  return BY_STATUS[status];
}

/** Spec §2: pay cancel, pay fail, pay new window → deposit; pay success → game hall; others none. */
export const OUTCOME_BUTTON: Record<OutcomeView, 'deposit' | 'gamehall' | null> = {
  success: 'gamehall',
  fail: 'deposit',
  cancel: 'deposit',
  newwindow: 'deposit',
  pending: null,
  mobile: null,
};

/** The page that belongs to a settled transaction (the pending page moves there when it settles). */
export function settledPath(id: number, status: Exclude<PaymentStatus, 'pending'>): string {
  return status === 'success' ? `/cashier/paysuccess/${id}` : status === 'fail' ? `/cashier/payfail/${id}` : '/cashier/paycancel';
}

/** A transaction id from the route or query; null when absent or not an id. */
export function transactionId(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}
