import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { expireCashbacks, runCashback, type RunOutcome } from './job';
import { readCashbackSettings } from './settings';
import { startJob } from '../../jobs/job';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * One tick of the schedule: active cashbacks past their date become expired, and each scheme's
 * last ended period is run unless some instance has run it (the claim in `cashback_runs`).
 */
export async function cashbackTick(db: Kysely<DB>, now = new Date()): Promise<{ expired: number; runs: RunOutcome[] }> {
  const expired = await expireCashbacks(db);
  const settings = await readCashbackSettings(db);
  if (!settings.enabled) return { expired, runs: [] };
  const runs = await runCashback(db, { startedBy: 'schedule', mode: 'schedule', now }, settings);
  return { expired, runs };
}

/**
 * Runs `cashbackTick` now and every `intervalSeconds` (0: never) in every instance; the claim
 * makes one of them run a period, the others skip it.
 */
export function startCashbackSchedule(db: Kysely<DB>, intervalSeconds: number, hooks: { log: Log; onRun?: () => void }): () => Promise<void> {
  if (intervalSeconds <= 0) return async () => {};
  const job = startJob({
    name: 'cashback schedule',
    everyMs: intervalSeconds * 1000,
    log: hooks.log,
    ...(hooks.onRun ? { onRun: hooks.onRun } : {}),
    round: async () => {
      const { expired, runs } = await cashbackTick(db);
      const done = runs.filter((r) => r.status === 'done');
      if (expired || done.length) hooks.log.info({ expired, runs: done }, 'cashback: period run');
      // A player whose record could not be written: kept on the run (`pnpm cashback list`), told here.
      for (const r of done.filter((o) => o.failed > 0))
        hooks.log.error({ scheme: r.scheme, period: r.period.day, failed: r.failed }, 'cashback: players not written');
    },
  });
  return () => job.stop();
}
