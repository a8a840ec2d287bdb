/**
 * Small values the site remembers for a player (spec §3 storage keys: `already_seen_cashback_id`,
 * `confirm_sent_{uid}`; the campaign popups closed, `campaign_popups_closed_{uid}`): kept on the server for signed-in players (`storage.*`), so they follow
 * the player to every device, and in this browser's local storage, which is also all a guest has.
 *
 * Reads are synchronous, from local storage; once per signed-in player the server's keys are
 * copied there (`playerStorageReady`, `storage.getKeys`), and components that read re-render then
 * (`usePlayerStorageVersion`). A decision that must see a value another device stored since
 * (the unseen-cashback popup, the confirm-contact hint: spec §4) asks the server for that one key
 * (`freshPlayerValue`, `storage.get`). Writes go to both; a refused server write leaves the local one.
 */
import { useSyncExternalStore } from 'react';
import { api } from './api';

/** Keys (or key prefixes ending in `_`) that follow the player across devices. */
export const FOLLOWING_KEYS = ['already_seen_cashback_id', 'confirm_sent_', 'betting_notice_dismissed_', 'campaign_popups_closed_'] as const;
const follows = (key: string) => FOLLOWING_KEYS.some((k) => (k.endsWith('_') ? key.startsWith(k) : key === k));

let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version += 1;
  for (const listener of [...listeners]) listener();
};
const syncs = new Map<number, Promise<void>>();

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readPlayerValue(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value here, and on the server for a signed-in player (`uid` > 0). */
export function writePlayerValue(key: string, value: string, uid: number): void {
  try {
    local()?.setItem(key, value);
  } catch {
    // Storage full or disabled: the server copy (if any) still keeps it.
  }
  changed();
  if (uid > 0 && follows(key)) void api.call('storage.set', { key, value }).catch(() => {});
}

/**
 * Copies the signed-in player's keys from the server into this browser, once per player and
 * page load; resolves when done (or failed: the local values stand).
 */
export function playerStorageReady(uid: number): Promise<void> {
  if (uid <= 0) return Promise.resolve();
  let sync = syncs.get(uid);
  if (!sync) {
    sync = api.call('storage.getKeys', {}).then(
      ({ items }) => {
        for (const { key, value } of items) {
          if (value === null || !follows(key)) continue;
          try {
            local()?.setItem(key, value);
          } catch {
            // as above
          }
        }
        changed();
      },
      () => {},
    );
    syncs.set(uid, sync);
  }
  return sync;
}

/**
 * One key as the server has it now (`storage.get`), for a signed-in player; the answer is kept
 * here too. A guest, a key that does not follow the player, or a server that does not answer gets
 * this browser's value. A key the server does not have keeps the local value: a write the server
 * refused stays remembered on this device.
 */
export async function freshPlayerValue(key: string, uid: number, signal?: AbortSignal): Promise<string | null> {
  if (uid <= 0 || !follows(key)) return readPlayerValue(key);
  try {
    const { value } = await api.call('storage.get', { key }, signal ? { signal } : undefined);
    if (value !== null && value !== readPlayerValue(key)) {
      try {
        local()?.setItem(key, value);
      } catch {
        // as above
      }
      changed();
    }
  } catch {
    // Offline or refused: the local value stands.
  }
  return readPlayerValue(key);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** A number that changes whenever player values change here (re-renders the readers). */
export function usePlayerStorageVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}

/** Tests: forget the syncs made. */
export function resetPlayerStorage(): void {
  syncs.clear();
}
