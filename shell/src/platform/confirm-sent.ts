import { readPlayerValue, writePlayerValue } from './player-storage';

/**
 * The `confirm_sent_{uid}` marker of spec §3 (storage keys): set once a confirmation code was sent
 * to the player, it ends the confirm-contact hint (spec §4) on every device (player storage). The
 * hint reads it, the confirmation page sets it.
 */
export const confirmSentKey = (uid: number) => `confirm_sent_${uid}`;

export function wasConfirmSent(uid: number): boolean {
  return readPlayerValue(confirmSentKey(uid)) !== null;
}

export function markConfirmSent(uid: number, now = Date.now()): void {
  writePlayerValue(confirmSentKey(uid), String(now), uid);
}
