import type { GameItem } from '@casino/shared/api/schemas';
import { useAsync } from '@casino/shared/remote';
import { fetchGames } from '../catalogue';

/** One game of the catalogue by sysname; `data` is null when there is no such game. */
export function useGame(sysname: string) {
  return useAsync<GameItem | null>(async (signal) => (await fetchGames({ sysnames: [sysname] }, { offset: 0, count: 1 }, signal)).items[0] ?? null, [sysname]);
}
