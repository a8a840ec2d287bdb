import { freshPlayerValue, readPlayerValue, writePlayerValue } from './player-storage';

/**
 * The `confirm_sent_{uid}` marker of spec §3 (storage keys): set once a confirmation code was sent
 * to the player, it ends the confirm-contact hint (spec §4) on every device (player storage). The
 * hint reads it, the confirmation page sets it.
 */
export const confirmSentKey = (uid: number) => `confirm_sent_${uid}`;

export function wasConfirmSent(uid: number): boolean {
  return readPlayerValue(confirmSentKey(uid)) !== null;
}

/** The marker as the server has it now (`storage.get`): a code sent from another device counts. */
export async function confirmSentNow(uid: number, signal?: AbortSignal): Promise<boolean> {
  return (await freshPlayerValue(confirmSentKey(uid), uid, signal)) !== null;
}

export function markConfirmSent(uid: number, now = Date.now()): void {
  writePlayerValue(confirmSentKey(uid), String(now), uid);
}
