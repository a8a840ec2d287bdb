import { useBalanceVersion, type Money } from '@casino/shared';
import { useAsync } from '@casino/shared/remote';
import { api } from '../../lib/platform';

export interface FreeSpinsHere {
  /** Spins left of the player's running packs for this game. */
  remaining: number;
  /** The stake of each (the first pack's). */
  stake: Money;
}

/** The player's free spins of a slot (spec §7 freespins.get: status active, count 99); again whenever money moved. */
export function useFreeSpins(sysname: string, signedIn: boolean): FreeSpinsHere | null {
  const version = useBalanceVersion();
  const state = useAsync(
    (signal) => api().call('freespins.get', { status: 'active', count: 99, fields: 'description' }, { signal }),
    [sysname, version],
    signedIn,
  );
  const packs = (state.data?.items ?? []).filter((p) => p.game.sysname === sysname && p.status === 'active' && p.remaining_count > 0);
  if (!signedIn || packs.length === 0) return null;
  return { remaining: packs.reduce((n, p) => n + p.remaining_count, 0), stake: packs[0]!.stake };
}
