/**
 * What an operator weighs before paying a withdrawal (docs/operations/payouts.md): the amount above
 * which a second approver is needed (set by an admin, `payout_approval_settings`), and the warnings
 * the queue shows. Pure rules here; the decisions themselves are in payouts.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Rates } from '../wallet';
import { fromMinor, toMinor } from '@casino/contract/money';

/** Bounds in minor units by currency; the first is the base other currencies are converted into. */
export type ApprovalBounds = Array<{ currency: string; max: number }>;

/**
 * Whether an amount (minor units) is above the bounds: those of its own currency, else those of
 * the first (base) currency after conversion at `rates`. A currency that cannot be converted is
 * treated as above (a second look costs less than a wrong payout). No bounds: never above.
 */
export function aboveBounds(amount: number, currency: string, bounds: ApprovalBounds, rates: Rates): boolean {
  if (!bounds.length) return false;
  const own = bounds.find((b) => b.currency === currency);
  if (own) return amount > own.max;
  const base = bounds[0]!;
  const from = rates[currency];
  const to = rates[base.currency];
  if (!from || !to) return true;
  return Math.ceil((amount / from) * to) > base.max;
}

export type PayoutWarning = 'unverified' | 'first_withdrawal' | 'details_never_deposited' | 'large_amount';

export interface WarningFacts {
  verifiedNow: boolean;
  /** Earlier withdrawals of the player (any outcome but cancelled). */
  earlierWithdrawals: number;
  /** The details were used for a successful deposit. */
  detailsDeposited: boolean;
  /** Above the second-approval amount. */
  large: boolean;
}

/** The warnings of one request, in the order the queue shows them. */
export function payoutWarnings(f: WarningFacts): PayoutWarning[] {
  const out: PayoutWarning[] = [];
  if (!f.verifiedNow) out.push('unverified');
  if (f.earlierWithdrawals === 0) out.push('first_withdrawal');
  if (!f.detailsDeposited) out.push('details_never_deposited');
  if (f.large) out.push('large_amount');
  return out;
}

type Db = Kysely<DB> | Transaction<DB>;

/** The second-approval bounds in force (none set: empty). */
export async function secondApprovalBounds(db: Db): Promise<ApprovalBounds> {
  const row = await db.selectFrom('payout_approval_settings').select(['second_approval_above']).where('id', '=', 1).executeTakeFirst();
  return Array.isArray(row?.second_approval_above) ? row.second_approval_above : [];
}

export async function payoutApprovalSettings(db: Db) {
  const row = await db.selectFrom('payout_approval_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return {
    second_approval_above: (row?.second_approval_above ?? []).map((b) => ({ currency: b.currency, amount: fromMinor(b.max, b.currency) })),
    updated_by: row?.updated_by ?? null,
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/** Sets the second-approval bounds (major units in, minor kept). */
export async function setSecondApprovalBounds(db: Kysely<DB>, bounds: Array<{ currency: string; amount: number }>, actor: string) {
  const value = JSON.stringify(bounds.map((b) => ({ currency: b.currency, max: toMinor(b.amount, b.currency) })));
  await db
    .insertInto('payout_approval_settings')
    .values({ id: 1, second_approval_above: value, updated_by: actor })
    .onConflict((oc) => oc.column('id').doUpdateSet({ second_approval_above: value, updated_by: actor, updated_at: new Date() }))
    .execute();
  return payoutApprovalSettings(db);
}
