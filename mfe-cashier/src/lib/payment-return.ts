import { returnTarget, useSessionStore, type NavigationTarget } from '@casino/shared';
import { safeInternalPath } from '@casino/shared/remote';

/** Origins the operator lets a `backUrl` return the player to (`RETURN_ORIGINS`, in the general info). */
const allowedOrigins = () => useSessionStore.getState().general?.return_origins ?? [];
const here = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

/**
 * The address a deposit started from a link returns to once paid (spec §2 `backUrl`, kept under
 * the spec §3 payment-success key): a page here, or a partner's page whose origin the operator
 * allowed; a `redirectUrl` only ever names a page here. Null: nowhere in particular.
 */
export function paymentReturnAddress(backUrl: string | null, redirectUrl: string | null): string | null {
  if (backUrl === null) return safeInternalPath(redirectUrl);
  const target = returnTarget(backUrl, here(), allowedOrigins());
  return target ? (target.kind === 'internal' ? target.path : target.url) : null;
}

/** Where the success page leads: the first of these addresses still allowed now (the list may have changed meanwhile). */
export function paymentReturnTarget(...addresses: (string | null | undefined)[]): NavigationTarget | null {
  for (const address of addresses) {
    const target = address ? returnTarget(address, here(), allowedOrigins()) : null;
    if (target) return target;
  }
  return null;
}
