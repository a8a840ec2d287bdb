import { stripLocale } from '@casino/shared';

const DEPOSIT_METHOD_PAGE = /^\/cashier\/deposit\/[^/?#]+\/?$/;

/**
 * Spec §2: the billing page goes to the deposit index unless the previous route was a deposit
 * page of a payment system (`/cashier/deposit/:sysname`, in either language). Answers where to go
 * (relative to the locale root), or null to stay.
 */
export function billingRedirect(previousPath: string | null): string | null {
  if (previousPath && DEPOSIT_METHOD_PAGE.test(stripLocale(previousPath))) return null;
  return '/cashier/deposit';
}
