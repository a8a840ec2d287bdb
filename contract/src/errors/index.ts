/**
 * The error catalogue of the player API (spec §8). The server answers
 * `{ "error": { "type": "<Name>Exception", "message", "fields"? } }` with the HTTP status below;
 * the client turns that envelope back into the matching class.
 */
export const ERROR_STATUS = {
  UnknownError: 500,
  ApplicationDisabled: 503,
  MethodNotFound: 404,
  Authorization: 401,
  InvalidRequest: 400,
  InternalServerError: 500,
  AccessDenied: 403,
  UserDeleted: 403,
  UserBanned: 403,
  UserNeedDeposit: 403,
  UserNeedProfileData: 403,
  UserNeedConfirmContact: 403,
  ApplicationUnavailable: 503,
  InvalidParameter: 400,
  TooManyRequests: 429,
  BillingServiceError: 502,
  BillingTransactionDeclined: 402,
  BillingUnavailable: 503,
  BillingDepositLimitExceeded: 403,
  WithdrawalDeclined: 402,
  WithdrawalLimitsExceeded: 403,
  WithdrawalLimitsPeriodExceeded: 403,
  KycUserProfile: 403,
  KycWithdrawal: 403,
  StorageQuotaExceeded: 413,
  SumsubVerificationRequired: 403,
  RequisitesOnVerification: 409,
  RequisitesValidationRequired: 400,
  RequisitesFraudulent: 403,
} as const;

export type ErrorName = keyof typeof ERROR_STATUS;
export type ErrorType = `${ErrorName}Exception`;
export const ERROR_NAMES = Object.keys(ERROR_STATUS) as ErrorName[];

/** Field name → message, for errors about particular parameters. */
export type ErrorFields = Record<string, string | string[]>;

export interface ErrorEnvelope {
  error: { type: ErrorType; message: string; fields?: ErrorFields };
}

export class ApiError extends Error {
  readonly type: ErrorType;
  readonly status: number;
  readonly fields?: ErrorFields;

  constructor(name: ErrorName, message: string, fields?: ErrorFields) {
    super(message || name);
    this.name = `${name}Exception`;
    this.type = `${name}Exception`;
    this.status = ERROR_STATUS[name];
    if (fields) this.fields = fields;
  }

  /** True when this error is of the given catalogue name (`err.is('UserBanned')`). */
  is(name: ErrorName): boolean {
    return this.type === `${name}Exception`;
  }

  toEnvelope(): ErrorEnvelope {
    return { error: { type: this.type, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export function isErrorName(value: string): value is ErrorName {
  return Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}

/** Builds the typed error for an envelope; an unknown type becomes UnknownErrorException. */
export function errorFromEnvelope(envelope: unknown, httpStatus?: number): ApiError {
  const err = (envelope as Partial<ErrorEnvelope> | null)?.error;
  if (err && typeof err.type === 'string') {
    const name = err.type.replace(/Exception$/, '');
    const message = typeof err.message === 'string' ? err.message : '';
    if (isErrorName(name)) return new ApiError(name, message, err.fields);
    return new ApiError('UnknownError', message || err.type, err.fields);
  }
  return errorFromStatus(httpStatus ?? 500);
}

/** For answers without an envelope (a proxy's 502 page, a 403 from a firewall). */
export function errorFromStatus(status: number): ApiError {
  if (status === 401) return new ApiError('Authorization', 'Authorization required');
  if (status === 403) return new ApiError('AccessDenied', 'Access denied');
  if (status === 404) return new ApiError('MethodNotFound', 'Not found');
  if (status === 429) return new ApiError('TooManyRequests', 'Too many requests');
  if (status === 503) return new ApiError('ApplicationUnavailable', 'Service unavailable');
  return new ApiError('UnknownError', `Unexpected response (HTTP ${status})`);
}

/** Which system page an error leads to (spec §2, §8). */
export type ErrorPage = 'userBlock' | 'maintenance' | 'forbidden' | 'notFound';

export function errorPageFor(error: unknown): ErrorPage {
  if (error instanceof ApiError) {
    if (error.is('UserBanned')) return 'userBlock';
    if (error.is('ApplicationDisabled') || error.is('ApplicationUnavailable')) return 'maintenance';
    if (error.is('AccessDenied')) return 'forbidden';
  }
  return 'notFound';
}

/**
 * Codes of a refused promo code (spec §8): the server lists them in `fields.promo_code` and the
 * browser words the first one it knows, else says the code is not valid.
 */
export const PROMO_CODE_ERRORS = ['promo_code_not_found', 'promo_code_expired', 'promo_code_already_activated', 'promo_code_conditions_not_met'] as const;
export type PromoCodeError = (typeof PROMO_CODE_ERRORS)[number];

/** Codes of a refused bonus action (`fields.bonus_id` of bonuses.* and BettingBonuses.*). */
export const BONUS_ERRORS = ['bonus_not_found', 'bonus_not_available', 'bonus_another_active', 'bonus_expired'] as const;
export type BonusError = (typeof BONUS_ERRORS)[number];

/**
 * Codes of a refused loyalty shop purchase or character change (`fields.product_id` / `fields.id` of loyalty.*);
 * `boost_active`: a cashback boost is running, and the operator allows no more at once.
 */
export const LOYALTY_ERRORS = ['product_not_found', 'insufficient_points', 'out_of_stock', 'boost_active', 'character_not_found', 'loyalty_inactive'] as const;
export type LoyaltyError = (typeof LOYALTY_ERRORS)[number];

/** The code of a refused loyalty action, or null. */
export function loyaltyError(error: unknown): LoyaltyError | null {
  if (!(error instanceof ApiError)) return null;
  const code = firstCode(error.fields?.product_id) ?? firstCode(error.fields?.id);
  return code && (LOYALTY_ERRORS as readonly string[]).includes(code) ? (code as LoyaltyError) : null;
}

/**
 * Codes of a refused currency change (`fields.currency` of account.setCurrency), one per rule, all
 * that hold: amounts are numbers in the account's currency, so the currency moves only while no
 * money is on the account or open in it (nothing is converted).
 */
export const CURRENCY_SWITCH_ERRORS = [
  'currency_not_offered',
  'currency_balance_not_zero',
  'currency_deposit_pending',
  'currency_withdrawal_pending',
  'currency_deposit_limit_set',
  'currency_bonus_active',
  'currency_cashback_active',
  'currency_game_open',
  'currency_bet_open',
] as const;
export type CurrencySwitchError = (typeof CURRENCY_SWITCH_ERRORS)[number];

/** The codes of a refused currency change the browser knows, in the catalogue's order (empty: not such a refusal). */
export function currencySwitchErrors(error: unknown): CurrencySwitchError[] {
  if (!(error instanceof ApiError) || !error.fields?.currency) return [];
  const raw = error.fields.currency;
  const given = new Set(Array.isArray(raw) ? raw : [raw]);
  return CURRENCY_SWITCH_ERRORS.filter((code) => given.has(code));
}

/** `fields.forfeit_bonus` of a withdrawal refused because it would forfeit an active bonus. */
export const BONUS_FORFEIT_REQUIRED = 'bonus_forfeit_required';

const firstCode = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The first code of `fields.promo_code` when it is one of ours; null otherwise (spec §8: an invalid-code message). */
export function promoCodeError(error: unknown): PromoCodeError | null {
  if (!(error instanceof ApiError)) return null;
  const code = firstCode(error.fields?.promo_code);
  return code && (PROMO_CODE_ERRORS as readonly string[]).includes(code) ? (code as PromoCodeError) : null;
}

/** The code of a refused bonus action, or null. */
export function bonusError(error: unknown): BonusError | null {
  if (!(error instanceof ApiError)) return null;
  const code = firstCode(error.fields?.bonus_id);
  return code && (BONUS_ERRORS as readonly string[]).includes(code) ? (code as BonusError) : null;
}

/** What a withdrawal would forfeit (the bonus money left), when it was refused for want of the player's consent. */
export function bonusForfeitOf(error: unknown): { amount: number; currency: string } | null {
  if (!(error instanceof ApiError) || firstCode(error.fields?.forfeit_bonus) !== BONUS_FORFEIT_REQUIRED) return null;
  const amount = Number(firstCode(error.fields?.bonus_amount));
  return { amount: Number.isFinite(amount) && amount >= 0 ? amount : 0, currency: firstCode(error.fields?.bonus_currency) ?? '' };
}

/** `fields.requisites` of a withdrawal to new details refused because no contact was confirmed long enough ago. */
export const NO_TRUSTED_CONTACT = 'no_trusted_contact';

/**
 * The contact rule's refusal of a withdrawal to new details: when it becomes possible (`available_at`,
 * unix seconds, from the earliest confirmed contact and the cooling-off), or null when no date is known.
 */
export function trustedContactRefusal(error: unknown): { availableAt: Date | null } | null {
  if (!(error instanceof ApiError) || firstCode(error.fields?.requisites) !== NO_TRUSTED_CONTACT) return null;
  const at = Number(firstCode(error.fields?.available_at));
  return { availableAt: Number.isFinite(at) && at > 0 ? new Date(at * 1000) : null };
}
