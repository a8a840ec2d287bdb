/** Building blocks of the API's schemas for the cashier and money: currencies, payment methods, deposits, withdrawals, limits, history (results and parameters the methods share). */
import { z } from 'zod';
import { id, isPlainText, jsonObject, money, sumParam, sysname } from '../common';

// ---- cashier and money (spec §3: deposit values, limit, info, amounts, history, methods) ----

export const CURRENCIES = ['USD', 'EUR', 'UZS', 'RUB'] as const;
export const currency = z.enum(CURRENCIES);

/** How a method's payment page opens: the whole tab, inside the billing page, a new window, or on the phone. */
export const paymentFlow = z.enum(['redirect', 'iframe', 'newwindow', 'mobile']);
export const paymentStatus = z.enum(['pending', 'success', 'fail', 'cancel']);
/**
 * The stage of a withdrawal within its `status`: requested and approved are `pending`, paid is
 * `success`, rejected (by the operator or the payout provider; the money is back) is `fail`,
 * cancelled (by the player) is `cancel`. Deposits have none.
 */
export const withdrawalStatus = z.enum(['requested', 'approved', 'paid', 'rejected', 'cancelled']);
export const paymentType = z.enum(['deposit', 'withdrawal']);
export const historyType = z.enum(['deposit', 'withdrawal', 'bonuses', 'cashbacks']);
export const limitPeriod = z.enum(['day', 'week', 'month']);

/** A detail the player types for a method (card number, bank, wallet). */
export const requisiteField = z.object({
  name: z.string(),
  type: z.enum(['text', 'cardNumber', 'cardHolder', 'phone', 'iban', 'bank', 'wallet']),
  label: z.string(),
  isRequired: z.boolean(),
  regex: z.string().nullable(),
});

/** Payment method info (spec §3): sysname, icon variants, descriptions; limits in the player's currency. */
export const paymentMethod = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  icons: z.object({ default: z.string(), mono: z.string() }),
  description: z.object({ title: z.string(), text: z.string(), processing_time: z.string() }),
  flow: paymentFlow,
  currency: z.string(),
  min: z.number(),
  max: z.number(),
  /** Deposit amounts of the currency (spec §3): quick choices. */
  amounts: z.array(z.object({ value: z.number() })),
  fields: z.array(requisiteField),
});

/** Deposit info (spec §3); the same shape describes a withdrawal (`type`). */
export const depositInfo = z.object({
  id: z.number().int(),
  type: paymentType,
  method: z.string(),
  method_name: z.string(),
  requisites: z.record(z.string(), z.string()),
  amount: money,
  status: paymentStatus,
  created_at: z.number().int(),
  updated_at: z.number().int(),
  domain: z.string(),
  campaign_offer_id: z.number().int(),
  /** The offer's bonus credited with an approved deposit. */
  bonus: money.nullable(),
  can_cancel: z.boolean(),
  /** Withdrawals only. */
  withdrawal_status: withdrawalStatus.optional(),
  /** A deposit still unpaid: unix seconds when it is cancelled by itself (never credited after). */
  expires_at: z.number().int().optional(),
});

export const depositLimitEntry = z.object({
  period: limitPeriod,
  limit_amount: money,
  used_amount: money,
  available_amount: money,
  /** Unix seconds when the current period ends and the limit renews. */
  expired_at: z.number().int(),
  /** A raise (or removal: limit_amount null) waiting out its cooling-off. */
  pending: z.object({ limit_amount: money.nullable(), effective_at: z.number().int() }).nullable(),
});

/**
 * Deposit limit (spec §3): the binding limit (the one with the least left; period `none` when
 * no limit is set) plus every period's limit.
 */
export const depositLimit = z.object({
  period: z.enum(['none', 'day', 'week', 'month']),
  limit_amount: money.nullable(),
  available_amount: money.nullable(),
  expired_at: z.number().int().nullable(),
  can_edit: z.boolean(),
  /** Seconds a raise waits before it applies. */
  cooling_off: z.number().int(),
  limits: z.array(depositLimitEntry),
});

/** History items (spec §3): id and created_at, plus what the row shows. */
export const historyItem = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  type: historyType,
  status: paymentStatus,
  amount: money,
  method: z.string().nullable(),
  method_name: z.string().nullable(),
  description: z.string().nullable(),
  can_cancel: z.boolean(),
  /** Withdrawals only. */
  withdrawal_status: withdrawalStatus.optional(),
});

export const bankItem = z.object({ id: z.number().int(), sysname: z.string(), name: z.string(), country: z.string(), bic: z.string() });

export const currencyRates = z.object({
  base: z.string(),
  /** Units of each currency for one unit of `base`. */
  rates: z.record(z.string(), z.number()),
  updated_at: z.number().int(),
});

/** Payment details: a JSON object of short strings. */
export const requisitesParam = () =>
  jsonObject(
    z
      .record(z.string().regex(/^[a-z_]{1,40}$/, 'Field regex'), z.string().trim().max(200, 'Max length is 200').refine(isPlainText, 'Field regex'))
      .refine((r) => Object.keys(r).length <= 10, 'Field regex'),
  );

export const paymentParams = z.object({
  method: sysname(),
  methodId: id().optional(),
  amount: sumParam(),
  requisites: requisitesParam().optional(),
});
