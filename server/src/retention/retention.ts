import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BoundsSettings } from '../config';
import type { DB } from '../db/schema';
import { startJob } from '../jobs/job';

export type RetentionSettings = BoundsSettings['retention'];

/** Rows deleted per statement: a long backlog goes in short transactions, not one long lock. */
const BATCH = 5000;

type Pruned =
  | 'sessions'
  | 'one_time_codes'
  | 'outbox'
  | 'site_hits'
  | 'release_failures'
  | 'release_hours'
  | 'release_vitals'
  | 'game_launches'
  | 'game_history_export_parts'
  | 'game_history_exports'
  | 'notifications'
  | 'unsubscribe_uses';

const olderThan = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * What each table family may lose, and only that: ended sessions, expired codes, delivered or
 * failed messages (pending ones wait for the sender), hits, failure reports, launches that
 * expired without a round or a bet, read notifications and used unsubscribe links past expiry.
 * Nothing here touches balances, the ledger, payments or rounds.
 */
function expired(settings: RetentionSettings, sessionIdleSeconds: number): Record<Pruned, { days: number; key: string; where: () => RawBuilder<unknown> }> {
  const s = settings;
  return {
    sessions: {
      days: s.sessionsDays,
      key: 'id_hash',
      where: () => sql`expires_at < ${olderThan(s.sessionsDays)}
        or revoked_at < ${olderThan(s.sessionsDays)}
        or last_seen_at < ${olderThan(s.sessionsDays)} - make_interval(secs => ${sessionIdleSeconds})`,
    },
    one_time_codes: { days: s.codesDays, key: 'id', where: () => sql`expires_at < ${olderThan(s.codesDays)}` },
    outbox: { days: s.outboxDays, key: 'id', where: () => sql`status in ('sent', 'failed') and created_at < ${olderThan(s.outboxDays)}` },
    site_hits: { days: s.siteHitsDays, key: 'id', where: () => sql`created_at < ${olderThan(s.siteHitsDays)}` },
    release_failures: { days: s.releaseFailuresDays, key: 'id', where: () => sql`at < ${olderThan(s.releaseFailuresDays)}` },
    // Release health per hour (loads, failures, errors, page timings) ages with the failure reports.
    release_hours: { days: s.releaseFailuresDays, key: 'ctid', where: () => sql`hour < ${olderThan(s.releaseFailuresDays)}` },
    release_vitals: { days: s.releaseFailuresDays, key: 'ctid', where: () => sql`hour < ${olderThan(s.releaseFailuresDays)}` },
    game_launches: {
      days: s.gameLaunchesDays,
      key: 'id',
      where: () => sql`expires_at < ${olderThan(s.gameLaunchesDays)}
        and not exists (select 1 from game_rounds r where r.launch_id = game_launches.id)
        and not exists (select 1 from sportsbook_bets b where b.launch_id = game_launches.id)`,
    },
    // The files of bet history exports go when they expire; the requests (and any parts left) after the age.
    game_history_export_parts: {
      days: s.historyExportsDays,
      key: 'export_id',
      where: () => sql`export_id in (select id from game_history_exports where expires_at < now())`,
    },
    game_history_exports: {
      days: s.historyExportsDays,
      key: 'id',
      where: () => sql`created_at < ${olderThan(s.historyExportsDays)} and status in ('ready', 'failed')`,
    },
    // Read ones only, counted from when they were read: an unread message waits for its player.
    notifications: { days: s.notificationsDays, key: 'id', where: () => sql`read_at < ${olderThan(s.notificationsDays)}` },
    // A used unsubscribe link past its expiry is refused as expired anyway.
    unsubscribe_uses: { days: s.codesDays, key: 'token_hash', where: () => sql`expires_at < ${olderThan(s.codesDays)}` },
  };
}

/** Deletes what is past its age in every table family (an age of 0 keeps the table); answers the counts. */
export async function pruneExpired(db: Kysely<DB>, settings: RetentionSettings, options: { sessionIdleSeconds: number }): Promise<Record<Pruned, number>> {
  const counts = {} as Record<Pruned, number>;
  for (const [table, rule] of Object.entries(expired(settings, options.sessionIdleSeconds)) as [Pruned, ReturnType<typeof expired>[Pruned]][]) {
    counts[table] = 0;
    if (rule.days <= 0) continue;
    for (;;) {
      const result = await sql`delete from ${sql.table(table)} where ${sql.ref(rule.key)} in
        (select ${sql.ref(rule.key)} from ${sql.table(table)} where ${rule.where()} limit ${BATCH})`.execute(db);
      const n = Number(result.numAffectedRows ?? 0);
      counts[table] += n;
      if (n < BATCH) break;
    }
  }
  return counts;
}

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Runs `pruneExpired` now and every `intervalSeconds` (0: never). Several instances may run it at
 * once: each statement deletes rows that are already past their age, so they only share the work.
 */
export function startRetention(
  db: Kysely<DB>,
  settings: RetentionSettings,
  options: { sessionIdleSeconds: number },
  hooks: { log: Log; onRun?: () => void },
): () => Promise<void> {
  if (settings.intervalSeconds <= 0) return async () => {};
  const job = startJob({
    name: 'retention',
    everyMs: settings.intervalSeconds * 1000,
    log: hooks.log,
    ...(hooks.onRun ? { onRun: hooks.onRun } : {}),
    round: async () => {
      const deleted = await pruneExpired(db, settings, options);
      if (Object.values(deleted).some((n) => n > 0)) hooks.log.info({ deleted }, 'retention: old rows deleted');
    },
  });
  return () => job.stop();
}
