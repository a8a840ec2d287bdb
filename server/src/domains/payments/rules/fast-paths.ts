import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { fastPathsSetting } from '../../../config';
import { keptMainProgram, type LoyaltyProgram } from '../../loyalty';
import { keptMethod, type Direction, type KeptMethod } from '../methods';

/** The main loyalty programme as a database last answered it, with its row version (`keptMainProgram`). */
export type KeptProgram = { program: LoyaltyProgram; version: string };

/**
 * What decides whether a money operation tries its one-round-trip path, handed to it by its
 * caller: the switch (`FAST_PATHS`), and the caches a full path fills as it reads (the loyalty
 * programme for rounds, the payment methods for deposits). A fast path relies on a cached row
 * only while its version is unchanged, which its statement checks.
 */
export interface FastPaths {
  /** False (`FAST_PATHS=off`): every operation takes its full path. */
  on: boolean;
  program(): KeptProgram | null;
  method(sysname: string, direction: Direction): KeptMethod | undefined;
  /** Told of each operation its one-trip path did (counts, tests). */
  taken?: (operation: 'round' | 'deposit' | 'settlement') => void;
}

/** Every operation on its full path. */
export const FULL_PATHS_ONLY: FastPaths = { on: false, program: () => null, method: () => undefined };

/** The fast paths of a database with its own caches (`keptMainProgram`, `keptMethod`); `on` from the config's `fastPaths`. */
export function fastPathsOf(db: Kysely<DB>, on: boolean): FastPaths {
  if (!on) return FULL_PATHS_ONLY;
  return { on: true, program: () => keptMainProgram(db), method: (sysname, direction) => keptMethod(db, sysname, direction) };
}

/** This process's `FAST_PATHS` setting, read once, for callers without a config (tools, tests). */
const PROCESS_SETTING = fastPathsSetting(process.env.FAST_PATHS);

/** `fastPathsOf` with this process's setting. */
export const processFastPaths = (db: Kysely<DB>): FastPaths => fastPathsOf(db, PROCESS_SETTING);
