/**
 * The `confirm_sent_{uid}` marker of spec §3 (storage keys): set once a confirmation code was sent
 * to the player from this browser, it ends the confirm-contact hint (spec §4). The hint reads it,
 * the confirmation page sets it.
 */
export const confirmSentKey = (uid: number) => `confirm_sent_${uid}`;

export function wasConfirmSent(uid: number): boolean {
  try {
    return window.localStorage.getItem(confirmSentKey(uid)) !== null;
  } catch {
    return false;
  }
}

export function markConfirmSent(uid: number, now = Date.now()): void {
  try {
    window.localStorage.setItem(confirmSentKey(uid), String(now));
  } catch {
    // Storage refused (private mode, quota): the hint simply stays.
  }
}
