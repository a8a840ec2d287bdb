/**
 * Deposits and withdrawals. A payment row tells the story (pending, then success, fail or
 * cancel); money moves only through the ledger, in the same transaction that changes the row,
 * with the player's balance row locked:
 *
 * - a deposit moves money only when the provider confirms it (settleDeposit, from the signed
 *   callback), never on the player's return from the payment page;
 * - a withdrawal takes the money when it is requested (so it cannot be spent twice) and gives it
 *   back when the player cancels it while it is still requested (not yet approved); its payout —
 *   approval, the provider's outcome, a rejection giving the money back — is in payouts.ts.
 *
 * Every request carries the client's idempotency key: a repeat answers the first payment.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import { ApiError, BONUS_FORFEIT_REQUIRED, formatNumber, type Result } from '@casino/contract';
import type { DB, PaymentsTable } from '../../db/schema';
import { committing, json, pipelined } from '../../db/sql';
import { paged } from '../../db/paged';
import {
  CurrencyMismatch,
  balanceLockStatement,
  lockedBalance,
  lockMainBalance,
  mainBalanceLockOf,
  money,
  move,
  movePart,
  toMajor,
  type BalanceRow,
  type StatementPosting,
} from '../wallet';
import { findMethod, fieldsFor, keepMethod, limitsFor, methodName, methodStill, versionedMethodQuery, type Direction, type MethodRow } from './methods';
import { checkRequisites, maskRequisites } from './requisites';
import { assertWithinDepositLimits, depositLimitRows } from './deposit-limits';
import { depositOfferFor, depositStats, offerBonus, offerBonusTerms, offerTitles, satisfiesOffer, type OfferTrigger } from '../bonuses';
import { loadRates } from '../wallet';
import { cardSecret, keyedRequestHash, protectRequisites } from './cards';
import { destinationToken, isKnownDestination, noTrustedContact, trustDestination, trustedContact, withDestination } from './destinations';
import { checkCodeIn, codeError } from '../../auth/codes';
import { activeBonusesOf, forfeitForWithdrawal, grantBonus } from '../bonuses';
import { verificationHold } from '../kyc';
import { depositAtOnce, type DepositParams } from './rules/deposit-at-once';
import { eventMatchesDeposit, settlementAtOnce } from './rules/settlement-at-once';
import { processFastPaths, type FastPaths } from './rules/fast-paths';
import { toMinor } from '@casino/contract/money';

export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentInfo = Result<'cashier.getdepositinfo'>;
export type HistoryItem = Result<'cashier.gethistory'>['items'][number];
type Locale = 'uz' | 'ru';

export interface PaymentInput {
  accountId: number;
  method: string;
  methodId?: number | undefined;
  /** Whole major units, as typed (spec §5 sum rule). */
  amount: number;
  requisites?: Record<string, string> | undefined;
  idempotencyKey: string;
  locale: Locale;
  domain: string;
  /** CARD_TOKEN_SECRET; unset means the database-kept one. */
  cardTokenSecret?: string | null | undefined;
}

export interface DepositInput extends PaymentInput {
  campaignOfferId: number;
  /** The player's currency as their session knows it: lets a plain deposit take one round trip (`recordDepositAtOnce`). */
  currency?: string | undefined;
}

const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/** Ledger keys of a payment: one per money movement, so each can happen only once. */
export const ledgerKey = {
  deposit: (id: number) => `payment:${id}`,
  bonus: (id: number) => `payment:${id}:bonus`,
  withdrawal: (id: number) => `payment:${id}`,
  cancel: (id: number) => `payment:${id}:cancel`,
  /** The return of a withdrawal rejected by the operator or failed by the payout provider. */
  reject: (id: number) => `payment:${id}:reject`,
};

/** Keyed: the details may hold a card number, which a plain digest would let anyone recover by guessing. */
async function requestHash(db: Kysely<DB>, type: Direction, input: PaymentInput, offer = -1): Promise<{ hash: string; secret: string }> {
  const canonical = JSON.stringify([type, input.method, input.amount, offer, Object.entries(input.requisites ?? {}).sort()]);
  const secret = await cardSecret(db, input.cardTokenSecret ?? null);
  return { hash: keyedRequestHash(secret, createHash('sha256').update(canonical).digest('hex')), secret };
}

/** The lock of the player's main balance (the wallet's), to send with the statements a request reads under it; `lockedBalance` reads its rows. */
const mainBalanceLock = (trx: Transaction<DB>, accountId: number) => balanceLockStatement(trx, accountId, 'main');

/** The payment an earlier request with the same key made; a different request under that key is refused. */
async function repeated(trx: Transaction<DB>, accountId: number, key: string, hash: string, type: Direction): Promise<PaymentRow | null> {
  return repeatOf(await paymentByKey(trx, accountId, key).execute(), hash, type);
}

const paymentByKey = (trx: Transaction<DB>, accountId: number, key: string) =>
  trx.selectFrom('payments').selectAll().where('account_id', '=', accountId).where('idempotency_key', '=', key);

function repeatOf(rows: readonly PaymentRow[], hash: string, type: Direction): PaymentRow | null {
  const found = rows[0];
  if (!found) return null;
  if (found.request_hash !== hash || found.type !== type) {
    throw new ApiError('InvalidRequest', 'This Idempotency-Key was used for another request');
  }
  return found;
}

function methodFor(method: MethodRow | undefined, input: PaymentInput): MethodRow {
  if (!method) throw new ApiError('InvalidParameter', 'Unknown payment method', { method: 'Wrong value' });
  if (input.methodId !== undefined && input.methodId !== method.id) {
    throw new ApiError('InvalidParameter', 'Method id does not match the method', { methodId: 'Wrong value' });
  }
  return method;
}

/** Amount bounds of the method in the currency, as InvalidParameter (deposits) or the given error (withdrawals). */
function checkAmount(method: MethodRow, direction: Direction, currency: string, amount: number, outside: 'InvalidParameter' | 'WithdrawalLimitsExceeded') {
  const limits = limitsFor(method, direction, currency);
  if (!limits) throw new ApiError('InvalidParameter', `The method does not take ${currency}`, { method: 'Wrong value' });
  if (amount < limits.min) {
    const message = `Min value is ${formatNumber(toMajor(limits.min))}`;
    throw new ApiError(outside, message, { amount: message });
  }
  if (amount > limits.max) {
    const message = `Max value is ${formatNumber(toMajor(limits.max))}`;
    throw new ApiError(outside, message, { amount: message });
  }
}

// ---- deposits -------------------------------------------------------------------------------

/**
 * Records a pending deposit (nothing moves yet). Checks the method, its bounds in the player's
 * currency, the offer and the deposit limits with the player's balance row locked, so two
 * deposits cannot both slip under a limit. A plain deposit (`depositAtOnce`: no offer, no deposit
 * limit, a new key) of a method read before is recorded in one round trip (`recordDepositAtOnce`)
 * unless `paths` (the switch and the kept methods, this process's by default) says otherwise.
 */
export async function createDeposit(
  db: Kysely<DB>,
  input: DepositInput,
  paths: FastPaths = processFastPaths(db),
): Promise<{ payment: PaymentRow; method: MethodRow }> {
  const { hash, secret } = await requestHash(db, 'deposit', input, input.campaignOfferId);
  return (await recordDepositAtOnce(db, input, hash, secret, paths)) ?? recordDeposit(db, input, hash, secret);
}

/** What `depositAtOnce` weighs of a request, recorded in `currency`. */
const depositParams = (input: DepositInput, currency: string | undefined): DepositParams => ({
  accountId: input.accountId,
  currency,
  idempotencyKey: input.idempotencyKey,
  campaignOfferId: input.campaignOfferId,
});

/** The row of a new deposit once its amount and details are checked against the method (ApiError otherwise). */
function depositRow(method: MethodRow, currency: string, input: DepositInput, hash: string, secret: string) {
  const amount = toMinor(input.amount, currency);
  checkAmount(method, 'deposit', currency, amount, 'InvalidParameter');
  const fields = fieldsFor(method, 'deposit');
  const checked = checkRequisites(fields, input.requisites);
  if (!checked.ok) throw new ApiError('InvalidParameter', 'Invalid payment details', checked.errors);
  const stored = protectRequisites(fields, checked.requisites, secret);
  return {
    account_id: input.accountId,
    type: 'deposit' as const,
    method_id: method.id,
    amount,
    currency,
    requisites: json(stored.requisites),
    requisite_tokens: json(stored.tokens),
    campaign_offer_id: input.campaignOfferId,
    idempotency_key: input.idempotencyKey,
    request_hash: hash,
    domain: input.domain.slice(0, 255),
    locale: input.locale,
  };
}

/** The full path of `createDeposit`: every check, in the order its errors are answered, then the record. */
async function recordDeposit(db: Kysely<DB>, input: DepositInput, hash: string, secret: string): Promise<{ payment: PaymentRow; method: MethodRow }> {
  return db.transaction().execute(async (trx) => {
    // The balance's lock and, once it is held, the reads the request needs: one round trip (`pipelined`).
    const [balanceRows, paymentRows, methodRows, limitRows] = await pipelined(
      trx,
      mainBalanceLock(trx, input.accountId),
      paymentByKey(trx, input.accountId, input.idempotencyKey).compile(),
      versionedMethodQuery(trx, input.method, 'deposit').compile(),
      depositLimitRows(trx, input.accountId).compile(),
    );
    const read = keepMethod(db, input.method, 'deposit', methodRows[0]);
    const balance = lockedBalance(balanceRows);
    const before = repeatOf(paymentRows, hash, 'deposit');
    if (before) {
      const method = await trx.selectFrom('payment_methods').selectAll().where('id', '=', before.method_id).executeTakeFirstOrThrow();
      return { payment: before, method };
    }
    const method = methodFor(read, input);
    const row = depositRow(method, balance.currency, input, hash, secret);
    // A plain deposit (what the one-trip path records) has neither an offer nor a limit to check.
    if (!depositAtOnce.holds(depositParams(input, balance.currency), { balanceCurrency: balance.currency, repeated: false, limits: limitRows.length })) {
      if (input.campaignOfferId !== -1) await depositOfferFor(trx, input.campaignOfferId, input.accountId, method.sysname);
      await assertWithinDepositLimits(trx, input.accountId, row.amount, new Date(), limitRows);
    }
    // The request's record is the last statement, sent with the commit.
    const [payments] = await committing(trx, trx.insertInto('payments').values(row).returningAll().compile());
    return { payment: payments[0]!, method };
  });
}

/**
 * `createDeposit` in one round trip, for a deposit in the player's currency as their session knows
 * it, by a method read before (`paths.method`) whose checks it passes: the balance's lock, then the
 * record, written only where the full path would write it and nothing else (`depositAtOnce`, and
 * the method unchanged), sent with the commit. Anything else writes nothing, and null sends the
 * request to the full path, which answers its errors.
 */
async function recordDepositAtOnce(
  db: Kysely<DB>,
  input: DepositInput,
  hash: string,
  secret: string,
  paths: FastPaths,
): Promise<{ payment: PaymentRow; method: MethodRow } | null> {
  if (!paths.on) return null;
  const { currency } = input;
  const allowed = depositAtOnce.where(depositParams(input, currency));
  const kept = paths.method(input.method, 'deposit');
  // (`currency` is known where the rule's request conditions hold: checked again for its type.)
  if (allowed === null || currency === undefined || !kept) return null;
  if (input.methodId !== undefined && input.methodId !== kept.method.id) return null;
  let row: ReturnType<typeof depositRow>;
  try {
    row = depositRow(kept.method, currency, input, hash, secret);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
  const [, payments] = await db.transaction().execute((trx) => {
    const record = sql<PaymentRow>`insert into payments (account_id, type, method_id, amount, currency, requisites, requisite_tokens, campaign_offer_id, idempotency_key, request_hash, domain, locale)
      select ${row.account_id}::bigint, ${row.type}::text, ${row.method_id}::integer, ${row.amount}::bigint, ${row.currency}::text, ${row.requisites}::jsonb,
        ${row.requisite_tokens}::jsonb, ${row.campaign_offer_id}::integer, ${row.idempotency_key}::text, ${row.request_hash}::text, ${row.domain}::text, ${row.locale}::text
      where ${allowed} and ${methodStill(kept)}
      returning *`;
    return committing(trx, mainBalanceLock(trx, input.accountId), record.compile(trx));
  });
  if (!payments[0]) return null;
  paths.taken?.('deposit');
  return { payment: payments[0], method: kept.method };
}

/** Remembers the provider's reference of a deposit (its checkout). */
export async function attachProviderRef(db: Kysely<DB>, paymentId: number, ref: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ provider_ref: ref, updated_at: sql`now()` })
    .where('id', '=', paymentId)
    .where('provider_ref', 'is', null)
    .execute();
}

/** A provider's notification about a payment, already checked for its signature. */
export interface ProviderEvent {
  provider: string;
  eventId: string;
  orderId: number;
  reference: string;
  status: 'success' | 'fail' | 'cancel' | 'pending';
  /** Minor units. */
  amount: number;
  currency: string;
}

export type SettleOutcome = 'applied' | 'duplicate' | 'ignored';

export class SettleError extends Error {
  constructor(
    readonly reason: 'unknown_order' | 'mismatch',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Takes a provider's confirmation into account, once: the event is recorded in the same
 * transaction as the status change and the ledger entries, so a replay (same event id) or a
 * second outcome for a settled deposit changes nothing. An event that does not match its deposit
 * (`SettleError`) is not recorded.
 *
 * Most settlements cost one round trip (`settleAtOnce`, where `settlementAtOnce` holds); a paid
 * deposit with an offer, whose bonus needs the offer's conditions weighed, takes the full path
 * (`settleWithOffer`), as every settlement does with the fast paths off (`paths`, this process's
 * setting by default).
 */
export async function settleDeposit(
  db: Kysely<DB>,
  event: ProviderEvent,
  paths: FastPaths = processFastPaths(db),
): Promise<{ outcome: SettleOutcome; payment: PaymentRow }> {
  const settled = paths.on ? await settleAtOnce(db, event) : null;
  if (settled) paths.taken?.('settlement');
  return settled ?? settleWithOffer(db, event);
}

/** The main balance row of a player (the first lock of a payment's money, the wallet's `lockMainBalance`). */
const mainRow = (accountId: number): BalanceRow => ({ accountId, balanceKind: 'main' });

/** The main balance of the deposit's player, locked by the wallet (sent after `lockedDeposit`, which it follows in the lock order of a settlement). */
function depositBalanceLock(trx: Transaction<DB>, orderId: number) {
  return mainBalanceLockOf(trx, sql<number>`(select account_id from payments where id = ${orderId}::bigint and type = 'deposit')`);
}

/** The deposit an event is about, locked: any other settlement of it waits for this transaction. */
function lockedDeposit(trx: Transaction<DB>, orderId: number) {
  return trx.selectFrom('payments').selectAll().where('id', '=', orderId).where('type', '=', 'deposit').forUpdate().compile();
}

/** The deposit, when the event is about it (`eventMatchesDeposit`): refused otherwise (nothing of the event is kept). */
function depositOfEvent(payment: PaymentRow | undefined, event: ProviderEvent): PaymentRow {
  if (!payment) throw new SettleError('unknown_order', `No deposit ${event.orderId}`);
  const failed = eventMatchesDeposit.failing(event, payment);
  if (failed === 'reference') throw new SettleError('mismatch', 'Reference does not match the deposit');
  if (failed !== null) throw new SettleError('mismatch', 'Amount does not match the deposit');
  return payment;
}

/** The credit of a paid deposit. */
function depositCredit<A extends number | RawBuilder<number>>(event: ProviderEvent, accountId: A): StatementPosting & { accountId: A } {
  return {
    accountId,
    balanceKind: 'main',
    kind: 'deposit',
    amount: event.amount,
    currency: event.currency,
    idempotencyKey: ledgerKey.deposit(event.orderId),
    reference: { payment_id: event.orderId, provider: event.provider, provider_ref: event.reference },
  };
}

type SettledAtOnce = Partial<PaymentRow> & { event_recorded: number };

/**
 * A settlement in one round trip: the deposit's lock, then one statement sent with the commit
 * that does what the full path would, read after the lock. It records the event only where the
 * event matches the deposit and needs nothing weighed (`settlementAtOnce`), and then, for a new
 * outcome of a pending deposit, credits a payment and sets the status. A paid deposit with an offer
 * is left alone (nothing is written, the commit only ends the lock) and null sends it to the full path.
 */
async function settleAtOnce(db: Kysely<DB>, event: ProviderEvent): Promise<{ outcome: SettleOutcome; payment: PaymentRow } | null> {
  const [locked, answers] = await db.transaction().execute((trx) => committing(trx, lockedDeposit(trx, event.orderId), settlementStatement(trx, event)));
  const payment = depositOfEvent(locked[0], event);
  if (!settlementAtOnce.holds(event, payment)) return null;
  const { event_recorded: recorded, ...settled } = answers[0]!;
  if (!recorded) return { outcome: 'duplicate', payment };
  if (event.status === 'pending' || payment.status !== 'pending') return { outcome: 'ignored', payment };
  if (settled.id === null || settled.id === undefined) throw new Error(`deposit ${payment.id} was not settled`);
  return { outcome: 'applied', payment: settled as PaymentRow };
}

/**
 * `settleAtOnce`'s statement. `matched` is the deposit where `settlementAtOnce` holds; the event is recorded only then, and the deposit settled only when the record is
 * new, the deposit pending and the outcome final. A paid one's credit is written with it; should
 * it be refused all the same, the status is null, which the table refuses, and the statement fails
 * with its transaction. Answers whether the event was recorded and the settled payment (its
 * columns null when none).
 */
function settlementStatement(trx: Transaction<DB>, event: ProviderEvent) {
  const settling = sql<boolean>`(select settle from settling)`;
  const credit = event.status === 'success' ? movePart([depositCredit(event, sql<number>`(select account_id from matched)`)], settling) : null;
  const status = credit ? sql`case when (select count(*) from ledger_posted) = 1 then ${event.status}::text end` : sql`${event.status}::text`;
  return sql<SettledAtOnce>`with matched as (
      select id, account_id, status from payments
      where id = ${event.orderId}::bigint and type = 'deposit' and ${settlementAtOnce.where(event) ?? sql<boolean>`false`}
    ), recorded as (
      insert into payment_callbacks (provider, event_id, payment_id, status)
      select ${event.provider}::text, ${event.eventId}::text, id, ${event.status}::text from matched
      on conflict (provider, event_id) do nothing returning payment_id
    ), settling as (
      select exists (select 1 from recorded) and ${event.status}::text <> 'pending' and coalesce((select status = 'pending' from matched), false) as settle
    ), ${credit ? sql`${credit}, ` : sql``}settled as (
      update payments set status = ${status}, bonus_amount = null, settled_at = now(), updated_at = now()
      where id = ${event.orderId}::bigint and ${settling}
      returning *
    )
    select settled.*, (select count(*) from recorded)::integer as event_recorded from (select) as one left join settled on true`.compile(trx);
}

/**
 * The full path, for a paid deposit with an offer (and every settlement with the fast paths off):
 * the credit, then the offer's bonus when the player still meets its conditions, then the status.
 * The event's record goes with the lock; a refusal undoes it.
 */
async function settleWithOffer(db: Kysely<DB>, event: ProviderEvent): Promise<{ outcome: SettleOutcome; payment: PaymentRow }> {
  return db.transaction().execute(async (trx) => {
    // A paid deposit's credit needs its player's main balance: locked in the same round trip, after the deposit.
    const [payments, recorded] = await pipelined(
      trx,
      lockedDeposit(trx, event.orderId),
      sql<{ event_id: string }>`insert into payment_callbacks (provider, event_id, payment_id, status)
        select ${event.provider}::text, ${event.eventId}::text, id, ${event.status}::text from payments where id = ${event.orderId} and type = 'deposit'
        on conflict (provider, event_id) do nothing returning event_id`.compile(trx),
      ...(event.status === 'success' ? [depositBalanceLock(trx, event.orderId)] : []),
    );
    const payment = depositOfEvent(payments[0], event);
    if (!recorded[0]) return { outcome: 'duplicate', payment };
    if (event.status === 'pending' || payment.status !== 'pending') return { outcome: 'ignored', payment };
    if (event.status === 'success') await move(trx, [depositCredit(event, payment.account_id)], { locked: [mainRow(payment.account_id)] });
    // Where `settlementAtOnce` holds there is no offer to weigh (the one-trip path writes no bonus).
    const bonus = event.status === 'success' && !settlementAtOnce.holds(event, payment) ? await depositBonus(trx, payment) : null;
    const updated = await trx
      .updateTable('payments')
      .set({ status: event.status, bonus_amount: bonus, settled_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', payment.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { outcome: 'applied', payment: updated };
  });
}

/**
 * Gives the offer's bonus of a paid deposit when the player still meets the offer's conditions:
 * a bonus record (bonuses.ts), whose money reaches the bonus balance when the player activates it.
 */
async function depositBonus(trx: Transaction<DB>, payment: PaymentRow): Promise<number | null> {
  if (payment.campaign_offer_id === -1) return null;
  const offer = await trx
    .selectFrom('offers')
    .select(['id', 'sysname', 'trigger', 'promotions', 'description'])
    .where('id', '=', payment.campaign_offer_id)
    .executeTakeFirst();
  if (!offer) return null;
  // Conditions are checked again: a first-deposit offer pays only on the first deposit paid.
  if (!satisfiesOffer(offer.trigger as OfferTrigger, await depositStats(trx, payment.account_id, payment.id))) return null;
  const { rates } = await loadRates(trx);
  const amount = offerBonus(offer.promotions, payment.amount, payment.currency, rates);
  if (!amount) return null;
  await grantBonus(trx, {
    accountId: payment.account_id,
    kind: 'casino',
    source: 'deposit_offer',
    amount,
    currency: payment.currency,
    ...offerBonusTerms(offer.promotions),
    description: offerTitles(offer.description),
    offerId: offer.id,
    paymentId: payment.id,
  });
  return amount;
}

// ---- withdrawals ----------------------------------------------------------------------------

export interface WithdrawalRules {
  withdrawalsPerDay: number;
  /** How long ago a contact must have been confirmed to receive a code for new details (destinations.ts). */
  trustedContactMinAgeMs: number;
}

export interface WithdrawalInput extends PaymentInput {
  /** The code sent for the first withdrawal to new details (see destinations.ts). */
  code?: string | undefined;
  /** The player agreed to forfeit the active bonus (bonuses.ts): without it a withdrawal is refused while one is active. */
  forfeitBonus?: boolean | undefined;
}

/** What a code for new details is bound to: a code for one request confirms no other. */
export interface DestinationRequest {
  destination: string;
  method: string;
  amount: number;
  currency: string;
}

/**
 * Thrown before anything is written when the details are new to the player and no code came:
 * the caller sends a code (outside the refused transaction) and asks for it.
 */
export class NewDestination extends Error {
  constructor(
    readonly request: DestinationRequest,
    /** The details as the player may see them (card masked). */
    readonly shown: string,
  ) {
    super('New withdrawal details need a confirmation code');
  }
}

const fitsRequest = (request: DestinationRequest) => (payload: Record<string, unknown>) =>
  payload.destination === request.destination &&
  payload.method === request.method &&
  payload.amount === request.amount &&
  payload.currency === request.currency;

/**
 * Requests a withdrawal and holds its money at once (ledger `withdrawal`). Refused, in this
 * order: the account needs verification, or the amount a verified identity under the KYC policy
 * (KycWithdrawal, `fields.kyc` the reason), or a confirmed contact
 * (UserNeedConfirmContact); the method's bounds (WithdrawalLimitsExceeded) or the daily count
 * (WithdrawalLimitsPeriodExceeded); details (InvalidParameter); funds (WithdrawalDeclined); then
 * details never withdrawn to need a contact confirmed long enough ago (RequisitesOnVerification with
 * `available_at`, before the bonus question), an agreement to forfeit an active bonus
 * (WithdrawalDeclined), and a code bound to them and the amount (NewDestination without one,
 * InvalidParameter on `code` for a wrong one).
 */
export async function createWithdrawal(db: Kysely<DB>, input: WithdrawalInput, rules: WithdrawalRules): Promise<{ payment: PaymentRow; method: MethodRow }> {
  const { hash, secret } = await requestHash(db, 'withdrawal', input);
  const outcome = await db.transaction().execute(async (trx): Promise<{ payment: PaymentRow; method: MethodRow } | { codeRefused: string }> => {
    const balance = await lockMainBalance(trx, input.accountId);
    const before = await repeated(trx, input.accountId, input.idempotencyKey, hash, 'withdrawal');
    if (before) {
      const method = await trx.selectFrom('payment_methods').selectAll().where('id', '=', before.method_id).executeTakeFirstOrThrow();
      return { payment: before, method };
    }
    // The same rules an approval checks again later (domains/kyc/policy.ts): the player is told at once.
    const hold = await verificationHold(trx, { account_id: input.accountId, amount: toMinor(input.amount, balance.currency), currency: balance.currency });
    if (hold) {
      const message =
        hold.reason === 'player_required' ? 'Identity verification is required before a withdrawal' : 'Withdrawals of this amount need a verified identity';
      throw new ApiError('KycWithdrawal', message, { kyc: hold.reason });
    }
    const confirmed = await trx
      .selectFrom('contacts')
      .select('id')
      .where('account_id', '=', input.accountId)
      .where('is_confirmed', '=', true)
      .executeTakeFirst();
    if (!confirmed) throw new ApiError('UserNeedConfirmContact', 'Confirm your e-mail or phone before a withdrawal');

    const method = methodFor(await findMethod(trx, input.method, 'withdrawal'), input);
    const amount = toMinor(input.amount, balance.currency);
    checkAmount(method, 'withdrawal', balance.currency, amount, 'WithdrawalLimitsExceeded');
    const today = await trx
      .selectFrom('payments')
      .select(sql<string>`count(*)`.as('n'))
      .where('account_id', '=', input.accountId)
      .where('type', '=', 'withdrawal')
      .where('status', 'in', ['pending', 'success'])
      .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
      .executeTakeFirstOrThrow();
    if (Number(today.n) >= rules.withdrawalsPerDay) {
      throw new ApiError('WithdrawalLimitsPeriodExceeded', `At most ${rules.withdrawalsPerDay} withdrawals in 24 hours`);
    }
    const fields = fieldsFor(method, 'withdrawal');
    const banks = fields.some((f) => f.type === 'bank') ? await bankNames(trx, method.sysname) : new Set<string>();
    const checked = checkRequisites(fields, input.requisites, banks);
    if (!checked.ok) throw new ApiError('InvalidParameter', 'Invalid payment details', checked.errors);
    if (amount > balance.amount) throw new ApiError('WithdrawalDeclined', 'Insufficient funds', { amount: 'Insufficient funds' });
    const stored = protectRequisites(fields, checked.requisites, secret);
    const destination = destinationToken(fields, checked.requisites, method.sysname, secret);
    const known = await isKnownDestination(trx, input.accountId, destination);
    // Told before the bonus question: a player never agrees to give up a bonus for a withdrawal that cannot go yet.
    if (!known && input.code === undefined) {
      const trusted = await trustedContact(trx, input.accountId, rules.trustedContactMinAgeMs);
      if (!trusted.contact) throw noTrustedContact(trusted.availableAt);
    }
    const bonus = await activeBonusesOf(trx, input.accountId);
    if (bonus.bonuses.length && !input.forfeitBonus) {
      // The player is told what they would lose and asked to agree (the same request with forfeit_bonus=1).
      throw new ApiError('WithdrawalDeclined', 'A withdrawal forfeits the active bonus', {
        forfeit_bonus: BONUS_FORFEIT_REQUIRED,
        bonus_amount: String(toMajor(bonus.money)),
        bonus_currency: balance.currency,
      });
    }
    if (!known) {
      const request: DestinationRequest = { destination, method: method.sysname, amount, currency: balance.currency };
      if (input.code === undefined) throw new NewDestination(request, Object.values(maskRequisites(fields, stored.requisites)).join(', '));
      // Checked here so the code is spent only with the withdrawal it confirms.
      const code = await checkCodeIn(trx, { accountId: input.accountId, purpose: 'withdrawal', code: input.code, fits: fitsRequest(request) });
      // A wrong guess is committed (it counts), with nothing else written.
      if (code.error !== null) return { codeRefused: code.error };
      await trustDestination(trx, input.accountId, destination);
    }

    const payment = await trx
      .insertInto('payments')
      .values({
        account_id: input.accountId,
        type: 'withdrawal',
        method_id: method.id,
        amount,
        currency: balance.currency,
        requisites: json(stored.requisites),
        requisite_tokens: json(withDestination(stored.tokens, destination)),
        idempotency_key: input.idempotencyKey,
        request_hash: hash,
        domain: input.domain.slice(0, 255),
        locale: input.locale,
        withdrawal_status: 'requested',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const debit = {
      ...mainRow(input.accountId),
      kind: 'withdrawal' as const,
      amount: -amount,
      currency: balance.currency,
      idempotencyKey: ledgerKey.withdrawal(payment.id),
      reference: { payment_id: payment.id, method: method.sysname },
    };
    await move(trx, [debit], { locked: [mainRow(input.accountId)] }); // `lockMainBalance` above
    if (bonus.bonuses.length) await forfeitForWithdrawal(trx, input.accountId, payment.id);
    return { payment, method };
  });
  if ('codeRefused' in outcome) throw codeError(outcome.codeRefused);
  return outcome;
}

async function bankNames(db: Kysely<DB> | Transaction<DB>, method: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('banks')
    .select('sysname')
    .where('is_active', '=', true)
    .where(sql<boolean>`${method} = any(methods)`)
    .execute();
  return new Set(rows.map((r) => r.sysname));
}

/**
 * Cancels a withdrawal still requested (not yet approved) and gives its money back; cancelling it
 * again answers it unchanged. The payment row is locked first, as an approval locks it: of a
 * cancellation and an approval racing, exactly one wins.
 */
export async function cancelWithdrawal(db: Kysely<DB>, accountId: number, id: number): Promise<{ payment: PaymentRow; method: MethodRow }> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .where('type', '=', 'withdrawal')
      .forUpdate()
      .executeTakeFirst();
    if (!payment) throw new ApiError('InvalidParameter', 'No such withdrawal', { id: 'Wrong value' });
    const method = await trx.selectFrom('payment_methods').selectAll().where('id', '=', payment.method_id).executeTakeFirstOrThrow();
    if (payment.status === 'cancel') return { payment, method };
    if (payment.withdrawal_status === 'approved') throw new ApiError('WithdrawalDeclined', 'The withdrawal is already approved for payout');
    if (payment.status !== 'pending' || payment.withdrawal_status !== 'requested')
      throw new ApiError('WithdrawalDeclined', 'The withdrawal is already processed');
    try {
      // The withdrawal's row is locked, then its player's main balance (by `move`).
      await move(trx, [
        {
          ...mainRow(accountId),
          kind: 'withdrawal_cancel',
          amount: payment.amount,
          currency: payment.currency,
          idempotencyKey: ledgerKey.cancel(payment.id),
          reference: { payment_id: payment.id },
        },
      ]);
    } catch (error) {
      // The money goes back only in the currency it was taken in; it stays held for support to return.
      if (error instanceof CurrencyMismatch) throw new ApiError('WithdrawalDeclined', `The withdrawal was made in ${payment.currency}; support will return it`);
      throw error;
    }
    const updated = await trx
      .updateTable('payments')
      .set({ status: 'cancel', withdrawal_status: 'cancelled', reason: 'cancelled by the player', settled_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', payment.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { payment: updated, method };
  });
}

// ---- deposits left unpaid ------------------------------------------------------------------

/**
 * Cancels the player's deposit still unpaid. Nothing was credited for it, so nothing moves; once
 * cancelled, a later outcome from the provider is recorded and ignored (`settleDeposit` settles
 * only a pending deposit), so it is never credited. Cancelling again answers it unchanged.
 */
export async function cancelDeposit(db: Kysely<DB>, accountId: number, id: number): Promise<{ payment: PaymentRow; method: MethodRow }> {
  return db.transaction().execute(async (trx) => {
    // Locked as a settlement locks it: of a cancellation and a payment racing, exactly one wins.
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .where('type', '=', 'deposit')
      .forUpdate()
      .executeTakeFirst();
    if (!payment) throw new ApiError('InvalidParameter', 'No such deposit', { id: 'Wrong value' });
    const method = await trx.selectFrom('payment_methods').selectAll().where('id', '=', payment.method_id).executeTakeFirstOrThrow();
    if (payment.status === 'cancel') return { payment, method };
    if (payment.status !== 'pending') throw new ApiError('InvalidParameter', 'The deposit is already settled', { id: 'Already settled' });
    const updated = await trx
      .updateTable('payments')
      .set({ status: 'cancel', settled_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', payment.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { payment: updated, method };
  });
}

/** Cancels every deposit unpaid for `ttlMs` (as `cancelDeposit` does); answers how many. */
export async function expirePendingDeposits(db: Kysely<DB>, ttlMs: number): Promise<number> {
  const rows = await db
    .updateTable('payments')
    .set({ status: 'cancel', settled_at: sql`now()`, updated_at: sql`now()` })
    .where('type', '=', 'deposit')
    .where('status', '=', 'pending')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${Math.floor(ttlMs / 1000)})`)
    .returning('id')
    .execute();
  return rows.length;
}

// ---- reading --------------------------------------------------------------------------------

/** A withdrawal can be cancelled by the player only while no one approved it; a deposit while it is unpaid. */
const canCancel = (p: Pick<PaymentRow, 'type' | 'status' | 'withdrawal_status'>) =>
  p.status === 'pending' && (p.type === 'deposit' || p.withdrawal_status === 'requested');

/** `pendingTtlMs`: how long a deposit may stay unpaid (settings.ts), to tell the player when it lapses. */
export function paymentInfo(payment: PaymentRow, method: MethodRow, locale: Locale, pendingTtlMs?: number): PaymentInfo {
  return {
    id: payment.id,
    type: payment.type,
    method: method.sysname,
    method_name: methodName(method, locale),
    requisites: maskRequisites(fieldsFor(method, payment.type), payment.requisites),
    amount: money(payment.amount, payment.currency),
    status: payment.status,
    created_at: unix(payment.created_at),
    updated_at: unix(payment.updated_at),
    domain: payment.domain,
    campaign_offer_id: payment.campaign_offer_id,
    bonus: payment.bonus_amount ? money(payment.bonus_amount, payment.currency) : null,
    can_cancel: canCancel(payment),
    ...(payment.withdrawal_status ? { withdrawal_status: payment.withdrawal_status } : {}),
    ...(payment.type === 'deposit' && payment.status === 'pending' && pendingTtlMs !== undefined
      ? { expires_at: unix(new Date(new Date(payment.created_at).getTime() + pendingTtlMs)) }
      : {}),
  };
}

export async function findPayment(db: Kysely<DB>, accountId: number, id: number) {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  if (!payment) return null;
  const method = await db.selectFrom('payment_methods').selectAll().where('id', '=', payment.method_id).executeTakeFirstOrThrow();
  return { payment, method };
}

export interface HistoryQuery {
  accountId: number;
  type: 'deposit' | 'withdrawal' | 'bonuses' | 'cashbacks';
  statuses?: Array<'pending' | 'success' | 'fail' | 'cancel'> | undefined;
  /** Withdrawals in these payout stages only; another tab has none in any. */
  withdrawalStatuses?: Array<NonNullable<PaymentRow['withdrawal_status']>> | undefined;
  offset: number;
  count: number;
  locale: Locale;
}

/** One history tab, newest first: payments for deposit and withdrawal, ledger entries for bonuses and cashbacks. */
export async function history(db: Kysely<DB>, q: HistoryQuery): Promise<{ items: HistoryItem[]; total: number }> {
  if (q.type === 'deposit' || q.type === 'withdrawal') {
    let base = db
      .selectFrom('payments as p')
      .innerJoin('payment_methods as m', 'm.id', 'p.method_id')
      .where('p.account_id', '=', q.accountId)
      .where('p.type', '=', q.type);
    if (q.statuses?.length) base = base.where('p.status', 'in', q.statuses);
    if (q.withdrawalStatuses?.length) base = base.where('p.withdrawal_status', 'in', q.withdrawalStatuses);
    const { rows, total } = await paged(
      base,
      (query) =>
        query
          .select(['p.id', 'p.created_at', 'p.status', 'p.withdrawal_status', 'p.amount', 'p.currency', 'p.type', 'm.sysname', 'm.name', 'm.description'])
          .orderBy('p.id', 'desc'),
      { limit: q.count, offset: q.offset },
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        created_at: unix(r.created_at),
        type: q.type,
        status: r.status,
        amount: money(r.type === 'withdrawal' ? -r.amount : r.amount, r.currency),
        method: r.sysname,
        method_name: methodName({ name: r.name, description: r.description }, q.locale),
        description: null,
        can_cancel: canCancel(r),
        ...(r.withdrawal_status ? { withdrawal_status: r.withdrawal_status } : {}),
      })),
      total,
    };
  }
  // Bonus and cashback credits are ledger entries; they are always paid (status success).
  if ((q.statuses?.length && !q.statuses.includes('success')) || q.withdrawalStatuses?.length) return { items: [], total: 0 };
  const kind = q.type === 'bonuses' ? 'bonus' : 'cashback';
  const base = db.selectFrom('ledger').where('account_id', '=', q.accountId).where('kind', '=', kind);
  const { rows, total } = await paged(base, (query) => query.select(['id', 'created_at', 'amount', 'currency', 'reference']).orderBy('id', 'desc'), {
    limit: q.count,
    offset: q.offset,
  });
  const offerNames = rows.map((r) => (r.reference as { offer?: unknown }).offer).filter((s): s is string => typeof s === 'string');
  const offers = offerNames.length ? await db.selectFrom('offers').select(['sysname', 'description']).where('sysname', 'in', offerNames).execute() : [];
  const title = (sysname: unknown): string | null => {
    if (typeof sysname !== 'string') return null;
    const d = offers.find((o) => o.sysname === sysname)?.description;
    const t = (d?.[q.locale] ?? d?.uz)?.title;
    return typeof t === 'string' ? t : sysname;
  };
  return {
    items: rows.map((r) => ({
      id: r.id,
      created_at: unix(r.created_at),
      type: q.type,
      status: 'success' as const,
      amount: money(r.amount, r.currency),
      method: null,
      method_name: null,
      description:
        title((r.reference as { offer?: unknown }).offer) ??
        // A cashback's credit carries its title in both languages.
        ((r.reference as { title?: Partial<Record<Locale, string | null>> }).title?.[q.locale] || undefined) ??
        ((r.reference as { reason?: unknown }).reason as string | undefined) ??
        null,
      can_cancel: false,
    })),
    total,
  };
}
