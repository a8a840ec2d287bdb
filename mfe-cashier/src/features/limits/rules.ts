/** Deposit limits (spec §3; responsible gambling: lower at once, raise after the cooling-off). */
import { z } from 'zod';
import type { Result } from '@casino/shared';
import { optionalStringField, parseSum, type MessagesMap } from '@casino/shared/validation';

export type DepositLimit = Result<'account.getDepositLimit'>;
export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

export interface LimitValues {
  period: Period;
  /** Blank removes the period's limit. */
  amount?: string | undefined;
}

export function limitSchema(messages: MessagesMap) {
  return z.object({
    period: z.enum(PERIODS),
    amount: optionalStringField('sum', { field: 'amount', messages, min: 1 }),
  });
}

/** The amount asked for: a whole sum, or null to remove the limit. */
export function wantedAmount(values: LimitValues): number | null {
  const text = values.amount ?? '';
  return text.trim() === '' ? null : parseSum(text);
}

export type LimitChange = 'none' | 'set' | 'lower' | 'keep' | 'raise' | 'remove';

/** What a change will do (the server decides; the form explains it before and after). */
export function limitChange(current: number | null, wanted: number | null): LimitChange {
  if (current === null) return wanted === null ? 'none' : 'set';
  if (wanted === null) return 'remove';
  if (wanted < current) return 'lower';
  return wanted === current ? 'keep' : 'raise';
}

/** The period's limit in force now (major units), or null. */
export function currentLimit(limit: DepositLimit | null, period: Period): number | null {
  return limit?.limits.find((l) => l.period === period)?.limit_amount.amount ?? null;
}
