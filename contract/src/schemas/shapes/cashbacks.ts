/** Building blocks of the API's schemas for cashbacks (results and parameters the methods share). */
import { z } from 'zod';
import { money, richDescription } from '../common';

export const cashbackStatus = z.enum(['active', 'paid_out', 'expired', 'removed']);
/** Cashback (spec §3); dates are unix seconds. */
export const cashbackItem = z.object({
  id: z.number().int(),
  status: cashbackStatus,
  amount: money,
  description: richDescription,
  receiving_expired_at: z.number().int().nullable(),
  paid_out_at: z.number().int().nullable(),
  end_date: z.number().int(),
  /** The period's first instant (end_date is the first instant after it) and the share of the net losses, percent; null on older records. */
  period_start: z.number().int().nullable().optional(),
  percent: z.number().nullable().optional(),
});
export type CashbackItem = z.infer<typeof cashbackItem>;
