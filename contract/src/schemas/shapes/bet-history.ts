/** Building blocks of the API's schemas for the player's bet history and its export (results and parameters the methods share). */
import { z } from 'zod';
import { int, money, say, sysname, unixTime } from '../common';

/**
 * One entry of the player's bet history: a casino round or a sportsbook bet slip. `id` is unique
 * across both (`r<id>`, `s<id>`); `round_id` is the round id or the slip's key. `money` tells what
 * paid the stake: real (main balance), bonus or demo money. A round is settled when played; a
 * slip is open until its events end, then won or lost.
 */
export const gameRound = z.object({
  id: z.string(),
  kind: z.enum(['round', 'sportsbook']),
  round_id: z.string(),
  game: z.object({ sysname: z.string(), name: z.string() }),
  mode: z.enum(['real', 'demo']),
  money: z.enum(['real', 'bonus', 'demo']),
  status: z.enum(['settled', 'open', 'won', 'lost']),
  bet: money,
  win: money,
  /** Combined decimal odds of a slip (1.85); null for rounds. */
  odds: z.number().nullable(),
  created_at: z.number().int(),
});
export type GameRound = z.infer<typeof gameRound>;

/** Sums of the filtered history per kind of money and currency: staked, won and won − staked. */
export const historyTotal = z.object({
  money: z.enum(['real', 'bonus', 'demo']),
  currency: z.string(),
  count: z.number().int(),
  bet: money,
  won: money,
  net: money,
});
export type HistoryTotal = z.infer<typeof historyTotal>;

/** The bounds of a history export (§3 is_game_history_export_enabled): the server enforces them, the page shows them. */
export const HISTORY_EXPORT_LIMITS = {
  /** Longest period of one export, days. */
  maxDays: 366,
  /** Requests of one player queued or in progress at once. */
  maxPending: 3,
  /** Rows of one file; a longer period is refused when the file is written. */
  maxRows: 100_000,
} as const;

export const historyExportStatus = z.enum(['queued', 'processing', 'ready', 'failed', 'expired']);
export type HistoryExportStatus = z.infer<typeof historyExportStatus>;

/** A request for a CSV file of the bet history; `url` (its owner's download) only while ready. */
export const historyExport = z.object({
  id: z.number().int(),
  status: historyExportStatus,
  from: z.number().int(),
  to: z.number().int(),
  created_at: z.number().int(),
  finished_at: z.number().int().nullable(),
  expires_at: z.number().int().nullable(),
  /** Share of the rows written, 0–100. */
  progress: z.number().int(),
  rows: z.number().int().nullable(),
  size: z.number().int().nullable(),
  /** Why it failed: `too_many_rows` (a shorter period helps) or `error`. */
  error: z.enum(['too_many_rows', 'error']).nullable(),
  url: z.string().nullable(),
});
export type HistoryExport = z.infer<typeof historyExport>;

export const historyFilters = z
  .object({
    from: unixTime().optional(),
    to: unixTime().optional(),
    sysname: sysname().optional(),
    mode: z.enum(['real', 'demo']).optional(),
    money: z.enum(['real', 'bonus', 'demo']).optional(),
  })
  .refine((p) => p.from === undefined || p.to === undefined || p.from <= p.to, { message: say('date'), path: ['to'] });
/** A period of the bet history to export: both ends, in order, not in the future, bounded. */
export const historyPeriod = z.object({ from: unixTime(), to: unixTime(), utc_offset: int().min(-840).max(840).default(0) }).superRefine((p, ctx) => {
  // A few minutes of clock difference between the browser and the server are allowed.
  const now = Math.floor(Date.now() / 1000) + 300;
  if (p.from > now) ctx.addIssue({ code: 'custom', message: say('date'), path: ['from'] });
  else if (p.to > now) ctx.addIssue({ code: 'custom', message: say('date'), path: ['to'] });
  else if (p.from > p.to) ctx.addIssue({ code: 'custom', message: say('date'), path: ['to'] });
  else if (p.to - p.from > HISTORY_EXPORT_LIMITS.maxDays * 86_400) {
    ctx.addIssue({ code: 'custom', message: say('maxValue', { max: HISTORY_EXPORT_LIMITS.maxDays }), path: ['to'] });
  }
});
