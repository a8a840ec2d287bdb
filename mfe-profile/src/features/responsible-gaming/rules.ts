import { exclusionKindOf, REALITY_CHECK_MINUTES, type ExclusionPeriod } from '@casino/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The choices of the reality-check interval, in the order offered (off first). */
export const REALITY_CHECK_CHOICES: readonly number[] = REALITY_CHECK_MINUTES;

/** Translation key of an interval choice: off, or every N minutes. */
export function intervalLabelKey(minutes: number): { key: string; count?: number } {
  return minutes > 0 ? { key: 'responsible.realityCheck.every', count: minutes } : { key: 'responsible.realityCheck.off' };
}

/**
 * When an exclusion taken now would end, as the confirm dialog says it (the server decides the
 * exact moment); null when permanent. Six months are calendar months.
 */
export function expectedEnd(period: ExclusionPeriod, now: Date): Date | null {
  switch (period) {
    case '24h':
      return new Date(now.getTime() + DAY_MS);
    case '7d':
      return new Date(now.getTime() + 7 * DAY_MS);
    case '30d':
      return new Date(now.getTime() + 30 * DAY_MS);
    case '6m': {
      const end = new Date(now.getTime());
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    }
    case 'permanent':
      return null;
  }
}

/** The wording of an exclusion's confirm dialog: a time-out or a self-exclusion, with an end or permanent. */
export function confirmKind(period: ExclusionPeriod): 'timeOut' | 'selfExclusion' | 'permanent' {
  if (period === 'permanent') return 'permanent';
  return exclusionKindOf(period) === 'time_out' ? 'timeOut' : 'selfExclusion';
}
