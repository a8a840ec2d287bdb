import { useInactivityLogout } from '../features/inactivity';
import { useBalanceRefresh } from '../features/balance-refresh';

/**
 * Background services of the shell that live as long as the page (timers, widgets, trackers).
 * Each is a hook or a component that renders nothing or a fixed overlay; mounted once inside the router.
 */
export function ShellServices() {
  useInactivityLogout();
  useBalanceRefresh();
  return null;
}
