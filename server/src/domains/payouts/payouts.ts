/**
 * Withdrawals paid out. A withdrawal holds its money from the request on (payments.ts); then:
 *
 *   requested ──approve (operator, or automatic)──► approved ──provider: paid──► paid
 *       │                                              │
 *       ├──cancel (player)──► cancelled                └──provider: failed──► rejected
 *       └──reject (operator)──► rejected
 *
 * (`payments.withdrawal_status`; `status` stays pending until paid, then success, fail or cancel.)
 * Every change happens in one transaction with the payment row locked first — a cancellation, an
 * approval, a rejection and a provider's outcome racing each other are serialised on that lock and
 * exactly one wins — together with its ledger entry (a rejection gives back exactly the held
 * amount, in its currency, once: ledger `withdrawal_reject` under the key `payment:<id>:reject`),
 * its audit entry and the player's notification.
 *
 * After approval the withdrawal is handed to the payout provider (`sendPayout`, by the decision
 * itself and again by the payout worker until the provider took it); from then on only the
 * provider's outcome, through its signed callback applied once (`settlePayout`), decides it.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { ApiError, type Money } from '@casino/contract';
import type { DB, RequisiteFieldDef } from '../../db/schema';
import { auditAccount, type AuditActor } from '../../audit/audit';
import { notifyPlayer } from '../../notifications/store';
import { CurrencyMismatch, money, move, toMajor } from '../wallet';
import { ledgerKey, SettleError, type PaymentRow, type SettleOutcome } from '../payments';
import { loadRates, type Rates } from '../wallet';
import type { PayoutSettings } from './settings';
import { verificationHold } from '../kyc';
import { aboveBounds, payoutWarnings, secondApprovalBounds, type PayoutWarning } from './payout-approvals';
import type { PayoutEvent, PayoutProvider } from './payout-provider';
import { metrics } from '../../observability/metrics';
import { opsActorOf, recordOpsAction } from '../../ops/audit/ops-audit';

type Db = Kysely<DB>;

/** The reason recorded when an operator rejects a withdrawal without giving one. */
export const DEFAULT_REJECT_REASON = 'rejected by the operator';
type Trx = Transaction<DB>;

export interface Decision {
  payment: PaymentRow;
  /** False when the withdrawal already was where the decision would take it (a repeat). */
  changed: boolean;
  /** A first approval of a withdrawal above the second-approval amount: it waits for a different operator. */
  awaitingSecond?: boolean;
}

/** The withdrawal row, locked for the rest of the transaction. */
async function lockWithdrawal(trx: Trx, id: number): Promise<PaymentRow | undefined> {
  return trx.selectFrom('payments').selectAll().where('id', '=', id).where('type', '=', 'withdrawal').forUpdate().executeTakeFirst();
}

async function lockedOrRefused(trx: Trx, id: number): Promise<PaymentRow> {
  const payment = await lockWithdrawal(trx, id);
  if (!payment) throw new ApiError('InvalidParameter', 'No such withdrawal', { id: 'Wrong value' });
  return payment;
}

const told = (p: PaymentRow) => ({ id: p.id, amount: toMajor(p.amount), currency: p.currency });

async function approveLocked(trx: Trx, p: PaymentRow, actor: AuditActor, details: Record<string, unknown>): Promise<PaymentRow> {
  const updated = await trx
    .updateTable('payments')
    .set({ withdrawal_status: 'approved', approved_at: sql`now()`, updated_at: sql`now()`, decided_by: actor, decided_at: sql`now()` })
    .where('id', '=', p.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditAccount(trx, {
    accountId: p.account_id,
    action: 'withdrawal.approved',
    actor,
    details: { payment_id: p.id, amount: p.amount, currency: p.currency, ...details },
  });
  if (actor.startsWith('ops:'))
    await recordOpsAction(trx, {
      actor: opsActorOf(actor),
      area: 'payouts',
      action: 'approve',
      subject: p.id,
      details: { player: p.account_id, amount: toMajor(p.amount), currency: p.currency, ...details },
    });
  await notifyPlayer(trx, p.account_id, 'withdrawal.approved', told(p));
  return updated;
}

/** Gives the held amount back (once) and marks the withdrawal rejected, with its reason. */
async function rejectLocked(trx: Trx, p: PaymentRow, actor: AuditActor, reason: string, providerRef?: string): Promise<PaymentRow> {
  try {
    // The withdrawal's row is locked by the caller, then its player's main balance (by `move`).
    await move(trx, [
      {
        accountId: p.account_id,
        balanceKind: 'main',
        kind: 'withdrawal_reject',
        amount: p.amount,
        currency: p.currency,
        idempotencyKey: ledgerKey.reject(p.id),
        reference: { payment_id: p.id, reason },
      },
    ]);
  } catch (error) {
    // Cannot happen while the currency stays locked by the open withdrawal (currency-switch.ts); never re-label money.
    if (error instanceof CurrencyMismatch)
      throw new ApiError('WithdrawalDeclined', `The withdrawal was made in ${p.currency}, the balance is in ${error.actual}`);
    throw error;
  }
  const updated = await trx
    .updateTable('payments')
    .set({
      status: 'fail',
      withdrawal_status: 'rejected',
      reason,
      settled_at: sql`now()`,
      updated_at: sql`now()`,
      decided_by: actor,
      decided_at: sql`now()`,
      ...(providerRef && p.provider_ref === null ? { provider_ref: providerRef } : {}),
    })
    .where('id', '=', p.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditAccount(trx, {
    accountId: p.account_id,
    action: 'withdrawal.rejected',
    actor,
    details: { payment_id: p.id, amount: p.amount, currency: p.currency, reason },
  });
  if (actor.startsWith('ops:'))
    await recordOpsAction(trx, {
      actor: opsActorOf(actor),
      area: 'payouts',
      action: 'reject',
      subject: p.id,
      details: { player: p.account_id, amount: toMajor(p.amount), currency: p.currency, reason },
    });
  await notifyPlayer(trx, p.account_id, 'withdrawal.rejected', told(p));
  return updated;
}

/**
 * An operator approves a requested withdrawal; approving it again answers it unchanged. The
 * identity verification rules are checked as they are now (domains/kyc/policy.ts), not as they were at the
 * request: while they hold the withdrawal it is refused (KycWithdrawal, `fields.kyc` the reason)
 * and stays requested, until the player is verified or the operator rejects it.
 *
 * Above the second-approval amount (payout-approvals.ts) the first approval only records "approved
 * by A, awaiting a second approver"; nothing moves until a different operator approves it too
 * (the same operator again is refused).
 */
export async function approveWithdrawal(db: Db, id: number, actor: AuditActor): Promise<Decision> {
  return db.transaction().execute(async (trx) => {
    const p = await lockedOrRefused(trx, id);
    if (p.withdrawal_status === 'approved' || p.withdrawal_status === 'paid') return { payment: p, changed: false };
    if (p.withdrawal_status !== 'requested') throw new ApiError('WithdrawalDeclined', `The withdrawal is already ${p.withdrawal_status}`);
    const hold = await verificationHold(trx, p);
    if (hold) throw new ApiError('KycWithdrawal', hold.message, { kyc: hold.reason });
    const large = aboveBounds(p.amount, p.currency, await secondApprovalBounds(trx), (await loadRates(trx)).rates);
    if (large && p.first_approved_by === null) {
      const first = await trx
        .updateTable('payments')
        .set({ first_approved_by: actor, first_approved_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', p.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await auditAccount(trx, {
        accountId: p.account_id,
        action: 'withdrawal.first_approval',
        actor,
        details: { payment_id: p.id, amount: p.amount, currency: p.currency, awaiting: 'second approver' },
      });
      // The operators' one trail has both approvals, each with its operator.
      if (actor.startsWith('ops:'))
        await recordOpsAction(trx, {
          actor: opsActorOf(actor),
          area: 'payouts',
          action: 'first_approval',
          subject: p.id,
          details: { player: p.account_id, amount: toMajor(p.amount), currency: p.currency, awaiting: 'second approver' },
        });
      return { payment: first, changed: true, awaitingSecond: true };
    }
    if (large && p.first_approved_by === actor) {
      throw new ApiError('WithdrawalDeclined', 'You approved it first: a different operator gives the second approval');
    }
    const details = large ? { first_approved_by: p.first_approved_by } : {};
    return { payment: await approveLocked(trx, p, actor, details), changed: true };
  });
}

/**
 * An operator rejects a withdrawal, giving its money back: while requested, or approved but not
 * yet handed to the payout provider (after that the provider's outcome decides). Rejecting it
 * again answers it unchanged.
 */
export async function rejectWithdrawal(db: Db, id: number, actor: AuditActor, reason: string): Promise<Decision> {
  return db.transaction().execute(async (trx) => {
    const p = await lockedOrRefused(trx, id);
    if (p.withdrawal_status === 'rejected') return { payment: p, changed: false };
    const open = p.withdrawal_status === 'requested' || (p.withdrawal_status === 'approved' && p.payout_requested_at === null);
    if (!open) {
      const why = p.withdrawal_status === 'approved' ? 'with the payout provider' : `already ${p.withdrawal_status}`;
      throw new ApiError('WithdrawalDeclined', `The withdrawal is ${why}`);
    }
    return { payment: await rejectLocked(trx, p, actor, reason), changed: true };
  });
}

// ---- automatic approval ---------------------------------------------------------------------

/**
 * Whether an amount (minor units) is within the automatic approval bounds: those of its own
 * currency, else those of the first (base) currency after conversion at `rates`, rounded up.
 */
export function withinAutoApproval(amount: number, currency: string, bounds: PayoutSettings['autoApprove'], rates: Rates): boolean {
  const own = bounds.find((b) => b.currency === currency);
  if (own) return amount <= own.max;
  const base = bounds[0];
  const from = rates[currency];
  const to = base ? rates[base.currency] : undefined;
  if (!base || !from || !to) return false;
  return Math.ceil((amount / from) * to) <= base.max;
}

/** Approves a requested withdrawal of a verified, active player within the bounds; null when it does not qualify. */
export async function autoApprove(db: Db, id: number, settings: Pick<PayoutSettings, 'autoApprove'>): Promise<Decision | null> {
  if (!settings.autoApprove.length) return null;
  return db.transaction().execute(async (trx) => {
    const p = await lockWithdrawal(trx, id);
    if (!p || p.withdrawal_status !== 'requested') return null;
    const account = await trx.selectFrom('accounts').select(['is_verified', 'status']).where('id', '=', p.account_id).executeTakeFirst();
    if (!account?.is_verified || account.status !== 'active') return null;
    const { rates } = await loadRates(trx);
    if (!withinAutoApproval(p.amount, p.currency, settings.autoApprove, rates)) return null;
    // What needs two operators is never approved by none.
    if (aboveBounds(p.amount, p.currency, await secondApprovalBounds(trx), rates)) return null;
    return { payment: await approveLocked(trx, p, 'system', { automatic: true }), changed: true };
  });
}

// ---- the provider ---------------------------------------------------------------------------

/**
 * Hands an approved withdrawal to the payout provider. The hand-over is recorded first (from then
 * on an operator can no longer reject it); a repeated request for the same order is the same
 * payout at the provider, so a crash anywhere here only means it is asked again.
 */
export async function sendPayout(db: Db, provider: PayoutProvider, id: number): Promise<'sent' | 'skipped'> {
  const claimed = await db.transaction().execute(async (trx) => {
    const p = await lockWithdrawal(trx, id);
    if (!p || p.withdrawal_status !== 'approved' || p.provider_ref !== null) return null;
    if (p.payout_requested_at === null) {
      await trx
        .updateTable('payments')
        .set({ payout_requested_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', p.id)
        .execute();
    }
    const method = await trx.selectFrom('payment_methods').select('sysname').where('id', '=', p.method_id).executeTakeFirstOrThrow();
    return { p, method: method.sysname };
  });
  if (!claimed) return 'skipped';
  const { p } = claimed;
  const answer = await provider.requestPayout({ orderId: p.id, amount: p.amount, currency: p.currency, method: claimed.method, requisites: p.requisites });
  await db.updateTable('payments').set({ provider_ref: answer.reference }).where('id', '=', p.id).where('provider_ref', 'is', null).execute();
  if (answer.status !== 'pending') {
    await settlePayout(db, provider.name, {
      eventId: `${answer.reference}.answer.${answer.status}`,
      orderId: p.id,
      reference: answer.reference,
      status: answer.status,
      amount: p.amount,
      currency: p.currency,
    });
  }
  return 'sent';
}

/** The provider name payout events are recorded under (deposits' events use the payment provider's own). */
export const payoutEventSource = (provider: string) => `payouts:${provider}`;

/**
 * Takes a payout provider's outcome into account, once: the event is recorded in the transaction
 * of the status change and the ledger entry, so a replay (same event id), an outcome for a
 * withdrawal no longer approved, or a second outcome changes nothing.
 */
export async function settlePayout(db: Db, provider: string, event: PayoutEvent): Promise<{ outcome: SettleOutcome; payment: PaymentRow }> {
  return db.transaction().execute(async (trx) => {
    const p = await lockWithdrawal(trx, event.orderId);
    if (!p) throw new SettleError('unknown_order', `No withdrawal ${event.orderId}`);
    if (p.provider_ref !== null && p.provider_ref !== event.reference) throw new SettleError('mismatch', 'Reference does not match the withdrawal');
    if (p.amount !== event.amount || p.currency !== event.currency) throw new SettleError('mismatch', 'Amount does not match the withdrawal');
    const recorded = await trx
      .insertInto('payment_callbacks')
      .values({ provider: payoutEventSource(provider), event_id: event.eventId, payment_id: p.id, status: event.status })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return { outcome: 'duplicate', payment: p };
    if (event.status === 'pending' || p.withdrawal_status !== 'approved') return { outcome: 'ignored', payment: p };
    if (event.status === 'fail') {
      return { outcome: 'applied', payment: await rejectLocked(trx, p, 'system', event.reason ?? 'payout failed', event.reference) };
    }
    const paid = await trx
      .updateTable('payments')
      .set({
        status: 'success',
        withdrawal_status: 'paid',
        settled_at: sql`now()`,
        updated_at: sql`now()`,
        ...(p.provider_ref === null ? { provider_ref: event.reference } : {}),
      })
      .where('id', '=', p.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditAccount(trx, {
      accountId: p.account_id,
      action: 'withdrawal.paid',
      actor: 'system',
      details: { payment_id: p.id, provider, reference: event.reference },
    });
    await notifyPlayer(trx, p.account_id, 'withdrawal.paid', told(p));
    metrics.payouts.inc({ currency: p.currency });
    return { outcome: 'applied', payment: paid };
  });
}

/**
 * Right after a player's request: approves it automatically when it qualifies and hands it to
 * the provider. Best effort — the request itself is already committed, and the payout worker
 * catches up on anything missed here. Answers the withdrawal as it now is.
 */
export async function afterWithdrawalRequest(
  db: Db,
  provider: PayoutProvider | null,
  settings: Pick<PayoutSettings, 'autoApprove'>,
  payment: PaymentRow,
  log?: { warn(o: object, msg: string): void },
): Promise<PaymentRow> {
  if (payment.withdrawal_status !== 'requested') return payment;
  try {
    const approved = await autoApprove(db, payment.id, settings);
    if (!approved) return payment;
    if (provider) await sendPayout(db, provider, payment.id);
    return (await db.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirst()) ?? approved.payment;
  } catch (error) {
    log?.warn({ err: error, payment: payment.id }, 'automatic approval or payout postponed to the payout worker');
    return payment;
  }
}

/**
 * One round of the payout worker: automatic approvals missed (a crash right after a request, a
 * player verified later, the setting turned on), then approved withdrawals the provider has not
 * taken yet. Answers how many of each.
 */
export async function payoutRound(db: Db, provider: PayoutProvider | null, settings: Pick<PayoutSettings, 'autoApprove'>, limit = 50) {
  let approved = 0;
  let sent = 0;
  if (settings.autoApprove.length) {
    const requested = await db
      .selectFrom('payments as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select('p.id')
      .where('p.type', '=', 'withdrawal')
      .where('p.status', '=', 'pending')
      .where('p.withdrawal_status', '=', 'requested')
      .where('a.is_verified', '=', true)
      .orderBy('p.id')
      .limit(limit)
      .execute();
    for (const { id } of requested) if (await autoApprove(db, id, settings)) approved++;
  }
  if (provider) {
    const waiting = await db
      .selectFrom('payments')
      .select('id')
      .where('type', '=', 'withdrawal')
      .where('status', '=', 'pending')
      .where('withdrawal_status', '=', 'approved')
      .where('provider_ref', 'is', null)
      .orderBy('id')
      .limit(limit)
      .execute();
    for (const { id } of waiting) if ((await sendPayout(db, provider, id)) === 'sent') sent++;
  }
  return { approved, sent };
}

// ---- the operators' view --------------------------------------------------------------------

export interface PayoutItem {
  id: number;
  player: { id: number; login: string };
  amount: Money;
  method: string;
  /** Where the money goes, masked: the card's last four digits, the last four of a phone, account or wallet. */
  destination: string;
  verification: 'verified' | 'on_verification' | 'not_verified';
  withdrawal_status: NonNullable<PaymentRow['withdrawal_status']>;
  /** Seconds since the request. */
  age_seconds: number;
  created_at: string;
  approved_at: string | null;
  payout_requested_at: string | null;
  reason: string | null;
  /** The player's verification when they asked (null for requests made before it was kept). */
  verification_at_request: PayoutItem['verification'] | null;
  /** Whether these payment details are new: never used for a successful deposit, first time used for a withdrawal. */
  details: { used_for_deposit: boolean; used_before: boolean };
  /** The player's money in the withdrawal's currency: successful deposits, paid withdrawals, bonuses granted, and withdrawals minus deposits (positive: the player took out more than they put in). */
  summary: { deposits: Money; withdrawals: Money; bonuses: Money; net: Money; earlier_withdrawals: number };
  warnings: PayoutWarning[];
  /** Above the second-approval amount: two different operators approve it; the first one, when given. */
  approval: { second_needed: boolean; first_approved_by: string | null; first_approved_at: string | null };
  /** Who decided it (approved or rejected; `system` for automatic ones and the provider's outcome), and when. */
  decided_by: string | null;
  decided_at: string | null;
}

export type QueueFilter = 'open' | 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled' | 'all';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** What the queue shows of the details: never a full card, phone, account or wallet, nor the holder's name. */
export function maskDestination(fields: readonly RequisiteFieldDef[], requisites: Record<string, string>): string {
  const parts: string[] = [];
  for (const f of fields) {
    const value = requisites[f.name];
    if (!value || f.type === 'cardHolder') continue;
    if (f.type === 'bank') parts.push(value);
    // Card numbers are stored masked already (domains/payments/cards.ts).
    else if (f.type === 'cardNumber') parts.push(value.includes('*') ? value : `**** ${value.slice(-4)}`);
    else parts.push(`****${value.replace(/\s+/g, '').slice(-4)}`);
  }
  return parts.join(', ');
}

/** Withdrawals for the operators, oldest first (the queue: `open` is requested and approved). */
export async function payoutQueue(db: Db, q: { filter: QueueFilter; limit: number; offset?: number; id?: number }): Promise<PayoutItem[]> {
  let query = db
    .selectFrom('payments as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('payment_methods as m', 'm.id', 'p.method_id')
    .select([
      'p.id',
      'p.account_id',
      'p.amount',
      'p.currency',
      'p.requisites',
      'p.withdrawal_status',
      'p.created_at',
      'p.approved_at',
      'p.payout_requested_at',
      'p.reason',
      'a.login',
      'a.is_verified',
      'a.is_on_verification',
      'm.sysname',
      'm.fields',
      'p.verification_at_request',
      'p.first_approved_by',
      'p.first_approved_at',
      'p.decided_by',
      'p.decided_at',
      sql<number>`extract(epoch from (now() - p.created_at))`.as('age'),
      // The details' tokens (cards.ts, destinations.ts) met in a successful deposit, or in an earlier withdrawal.
      sql<boolean>`exists (select 1 from payments d where d.account_id = p.account_id and d.type = 'deposit' and d.status = 'success'
        and exists (select 1 from jsonb_each_text(d.requisite_tokens) x join jsonb_each_text(p.requisite_tokens) y on x.value = y.value))`.as(
        'used_for_deposit',
      ),
      sql<boolean>`exists (select 1 from payments w where w.account_id = p.account_id and w.type = 'withdrawal' and w.id < p.id and w.withdrawal_status <> 'cancelled'
        and exists (select 1 from jsonb_each_text(w.requisite_tokens) x join jsonb_each_text(p.requisite_tokens) y on x.value = y.value))`.as(
        'used_in_withdrawal',
      ),
      sql<string>`(select count(*) from payments w where w.account_id = p.account_id and w.type = 'withdrawal' and w.id < p.id and w.withdrawal_status <> 'cancelled')`.as(
        'earlier',
      ),
      sql<string>`(select coalesce(sum(d.amount), 0) from payments d where d.account_id = p.account_id and d.type = 'deposit' and d.status = 'success' and d.currency = p.currency)`.as(
        'deposits',
      ),
      sql<string>`(select coalesce(sum(w.amount), 0) from payments w where w.account_id = p.account_id and w.type = 'withdrawal' and w.status = 'success' and w.currency = p.currency)`.as(
        'withdrawals',
      ),
      sql<string>`(select coalesce(sum(l.amount), 0) from ledger l where l.account_id = p.account_id and l.kind in ('bonus', 'cashback', 'freespin_win') and l.amount > 0 and l.currency = p.currency)`.as(
        'bonuses',
      ),
    ])
    .where('p.type', '=', 'withdrawal');
  if (q.id !== undefined) query = query.where('p.id', '=', q.id);
  if (q.filter === 'open') query = query.where('p.status', '=', 'pending');
  else if (q.filter !== 'all') query = query.where('p.withdrawal_status', '=', q.filter);
  const rows = await query
    .orderBy('p.id', q.filter === 'open' || q.filter === 'requested' || q.filter === 'approved' ? 'asc' : 'desc')
    .limit(q.limit)
    .offset(q.offset ?? 0)
    .execute();
  const bounds = rows.length ? await secondApprovalBounds(db) : [];
  const rates = bounds.length ? (await loadRates(db)).rates : {};
  return rows.map((r) => {
    const verification = r.is_verified ? 'verified' : r.is_on_verification ? 'on_verification' : 'not_verified';
    const large = aboveBounds(r.amount, r.currency, bounds, rates);
    const [deposits, withdrawals, bonuses] = [Number(r.deposits), Number(r.withdrawals), Number(r.bonuses)];
    const earlier = Number(r.earlier);
    return {
      id: r.id,
      player: { id: r.account_id, login: r.login },
      amount: money(r.amount, r.currency),
      method: r.sysname,
      destination: maskDestination(r.fields.withdrawal ?? [], r.requisites),
      verification,
      withdrawal_status: r.withdrawal_status ?? 'requested',
      age_seconds: Math.max(0, Math.floor(Number(r.age))),
      created_at: iso(r.created_at)!,
      approved_at: iso(r.approved_at),
      payout_requested_at: iso(r.payout_requested_at),
      reason: r.reason,
      verification_at_request: r.verification_at_request,
      details: { used_for_deposit: r.used_for_deposit, used_before: r.used_for_deposit || r.used_in_withdrawal },
      summary: {
        deposits: money(deposits, r.currency),
        withdrawals: money(withdrawals, r.currency),
        bonuses: money(bonuses, r.currency),
        net: money(withdrawals - deposits, r.currency),
        earlier_withdrawals: earlier,
      },
      warnings: payoutWarnings({ verifiedNow: verification === 'verified', earlierWithdrawals: earlier, detailsDeposited: r.used_for_deposit, large }),
      approval: { second_needed: large, first_approved_by: r.first_approved_by, first_approved_at: iso(r.first_approved_at) },
      decided_by: r.decided_by,
      decided_at: iso(r.decided_at),
    };
  });
}

/** One withdrawal as the queue shows it. */
export async function payoutItem(db: Db, id: number): Promise<PayoutItem> {
  const [item] = await payoutQueue(db, { filter: 'all', limit: 1, id });
  if (!item) throw new ApiError('InvalidParameter', 'No such withdrawal', { id: 'Wrong value' });
  return item;
}
