import { ApiError, formatNumber } from '@casino/contract';
import { fromMinor } from '@casino/contract/money';
import { defineHandlers, type HandlerContext } from '../api/handler';
import { balancesOf } from '../domains/wallet';
import { activeMethods, methodView } from '../domains/payments';
import { depositLimitView } from '../domains/payments';
import {
  attachProviderRef,
  cancelDeposit,
  cancelWithdrawal,
  createDeposit,
  createWithdrawal,
  findPayment,
  history,
  NewDestination,
  paymentInfo,
} from '../domains/payments';
import { fastPathsOf } from '../domains/payments';
import { maskContact, noTrustedContact, trustedContact, withdrawalAbout } from '../domains/payments';
import { issueCode, limitCodeChecks } from '../auth/codes';
import { afterWithdrawalRequest } from '../domains/payouts';
import { metrics } from '../observability/metrics';

/** Money-moving calls need the client's key: a repeat answers the first result (ARCHITECTURE §5). */
function keyOf(ctx: Pick<HandlerContext<'cashier.makedeposit'>, 'idempotencyKey'>): string {
  if (!ctx.idempotencyKey || !/^[\w.:-]{8,128}$/.test(ctx.idempotencyKey)) {
    throw new ApiError('InvalidRequest', 'An Idempotency-Key header (8–128 letters, digits, - _ . :) is required');
  }
  return ctx.idempotencyKey;
}

/** The player's currency: that of their main balance. */
async function currencyOf(ctx: HandlerContext<'cashier.getdepositsettings'>): Promise<string> {
  return (await balancesOf(ctx.db, ctx.session.account.id)).main.currency;
}

/**
 * New details: a code goes to a contact confirmed some time ago (never one a thief just added, however
 * often they sign in again), bound to the details and the amount.
 */
async function askForWithdrawalCode(ctx: HandlerContext<'cashier.makewithdrawal'>, pending: NewDestination): Promise<never> {
  const accountId = ctx.session.account.id;
  const { contact, availableAt } = await trustedContact(ctx.db, accountId, ctx.config.cashier.trustedContactMinAgeMs);
  if (!contact) throw noTrustedContact(availableAt);
  const { request } = pending;
  const issued = await issueCode(ctx.db, {
    accountId,
    purpose: 'withdrawal',
    target: contact.value,
    payload: { ...request },
    locale: ctx.locale,
    about: withdrawalAbout(ctx.locale, `${formatNumber(fromMinor(request.amount, request.currency))} ${request.currency}`, pending.shown),
  });
  throw new ApiError('RequisitesValidationRequired', 'A confirmation code was sent', {
    code: 'sent',
    contact: maskContact(contact.value),
    channel: contact.kind,
    resend_time: String(issued.resendTime),
  });
}

export const cashierHandlers = defineHandlers({
  async 'cashier.getdepositsettings'(ctx) {
    const currency = await currencyOf(ctx);
    const [methods, limit] = await Promise.all([
      activeMethods(ctx.db, 'deposit'),
      depositLimitView(ctx.db, ctx.session.account.id, currency, ctx.config.cashier.coolingOffMs),
    ]);
    return {
      currency,
      methods: methods.map((m) => methodView(m, 'deposit', ctx.locale, currency)).filter((m) => m !== null),
      deposit_limit: limit,
    };
  },

  async 'cashier.getwithdrawsettings'(ctx) {
    const id = ctx.session.account.id;
    const [balances, methods, pending] = await Promise.all([
      balancesOf(ctx.db, id),
      activeMethods(ctx.db, 'withdrawal'),
      ctx.db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('account_id', '=', id)
        .where('type', '=', 'withdrawal')
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow(),
    ]);
    const currency = balances.main.currency;
    return {
      currency,
      available: balances.main,
      methods: methods.map((m) => methodView(m, 'withdrawal', ctx.locale, currency)).filter((m) => m !== null),
      pending_count: Number(pending.n),
    };
  },

  async 'cashier.getbanks'(ctx) {
    let q = ctx.db.selectFrom('banks').select(['id', 'sysname', 'name', 'country', 'bic']).where('is_active', '=', true);
    if (ctx.params.method) q = q.where((eb) => eb(eb.val(ctx.params.method!), '=', eb.fn.any('methods')));
    const items = await q.orderBy('position').orderBy('id').execute();
    return { items, total: items.length };
  },

  async 'cashier.getdepositinfo'(ctx) {
    const found = await findPayment(ctx.db, ctx.session.account.id, ctx.params.id);
    if (!found) throw new ApiError('InvalidParameter', 'No such transaction', { id: 'Wrong value' });
    return paymentInfo(found.payment, found.method, ctx.locale, ctx.config.cashier.pendingDepositTtlMs);
  },

  async 'cashier.gethistory'(ctx) {
    return history(ctx.db, {
      accountId: ctx.session.account.id,
      type: ctx.params.type,
      statuses: ctx.params.statuses,
      withdrawalStatuses: ctx.params.withdrawal_statuses,
      offset: ctx.params.offset,
      count: ctx.params.count,
      locale: ctx.locale,
    });
  },

  async 'cashier.makedeposit'(ctx) {
    const idempotencyKey = keyOf(ctx);
    const { payment, method } = await createDeposit(
      ctx.db,
      {
        accountId: ctx.session.account.id,
        method: ctx.params.method,
        methodId: ctx.params.methodId,
        amount: ctx.params.amount,
        requisites: ctx.params.requisites,
        campaignOfferId: ctx.params.campaign_offer_id,
        currency: ctx.session.account.currency,
        idempotencyKey,
        locale: ctx.locale,
        domain: ctx.request.hostname,
        cardTokenSecret: ctx.config.protection.cardTokenSecret,
      },
      fastPathsOf(ctx.db, ctx.config.fastPaths),
    );
    // The provider opens (or, for a repeated request, finds) the checkout of this deposit.
    const checkout = await ctx.providers.payments.openCheckout({
      orderId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      description: method.name,
      locale: payment.locale,
      flow: method.flow,
    });
    if (payment.provider_ref === null) {
      // The player is not kept waiting for it: a settlement accepts a deposit whose reference is not
      // stored yet, and this update never overwrites one (`attachProviderRef`).
      attachProviderRef(ctx.db, payment.id, checkout.reference).catch((error: unknown) =>
        ctx.request.log.error({ err: error, payment: payment.id }, 'the provider reference of a deposit was not stored'),
      );
      payment.provider_ref = checkout.reference;
    }
    metrics.deposits.inc({ currency: payment.currency });
    return {
      transaction: paymentInfo(payment, method, ctx.locale, ctx.config.cashier.pendingDepositTtlMs),
      redirect: { url: checkout.url, flow: method.flow },
    };
  },

  async 'cashier.makewithdrawal'(ctx) {
    const idempotencyKey = keyOf(ctx);
    if (ctx.params.code !== undefined) await limitCodeChecks(ctx.db, ctx.session.account.id, ctx.ip);
    try {
      const { payment, method } = await createWithdrawal(
        ctx.db,
        {
          accountId: ctx.session.account.id,
          method: ctx.params.method,
          methodId: ctx.params.methodId,
          amount: ctx.params.amount,
          requisites: ctx.params.requisites,
          code: ctx.params.code,
          forfeitBonus: ctx.params.forfeit_bonus,
          idempotencyKey,
          locale: ctx.locale,
          domain: ctx.request.hostname,
          cardTokenSecret: ctx.config.protection.cardTokenSecret,
        },
        { withdrawalsPerDay: ctx.config.cashier.withdrawalsPerDay, trustedContactMinAgeMs: ctx.config.cashier.trustedContactMinAgeMs },
      );
      // Approved at once when it qualifies for automatic approval (and handed to the payout provider).
      const now = await afterWithdrawalRequest(ctx.db, ctx.providers.payouts, ctx.config.payouts, payment, ctx.request.log);
      metrics.withdrawals.inc({ currency: payment.currency });
      return paymentInfo(now, method, ctx.locale);
    } catch (error) {
      if (error instanceof NewDestination) await askForWithdrawalCode(ctx, error);
      throw error;
    }
  },

  async 'cashier.cancelwithdrawal'(ctx) {
    keyOf(ctx);
    const { payment, method } = await cancelWithdrawal(ctx.db, ctx.session.account.id, ctx.params.id);
    return paymentInfo(payment, method, ctx.locale);
  },

  async 'cashier.canceldeposit'(ctx) {
    keyOf(ctx);
    const { payment, method } = await cancelDeposit(ctx.db, ctx.session.account.id, ctx.params.id);
    return paymentInfo(payment, method, ctx.locale);
  },
});
