/**
 * What leaves the single-page app: a full navigation to the provider's page, a new window, and
 * the local storage keys of spec §3. Kept apart so tests can replace them.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Opened on the click itself (before the answer), so pop-up blockers let it through. */
  openBlank(): Window | null {
    return window.open('', '_blank');
  },
};

/** Spec §3 storage key: where to go back to after a successful payment. */
export const PAYMENT_SUCCESS_RETURN_KEY = 'payment_success_return';

export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
