import { Outlet, useLocation } from '@casino/shared';
import { visit } from './routeHistory';

/** Every cashier page sits under this route: it remembers the path for the billing redirect rule. */
export function CashierRoot() {
  const location = useLocation();
  // During render (idempotent), so a child page reading the previous path sees the page before it.
  visit(location.pathname);
  return <Outlet />;
}
