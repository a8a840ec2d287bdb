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
