import { ApiError, type ErrorName } from '@casino/shared';
import type { MessagesMap } from '@casino/shared/validation';
import { localiseServerFieldText } from './messages';

/** Errors the cashier explains in its own words (spec §8); anything else gets the generic text. */
export const EXPLAINED_ERRORS = [
  'BillingDepositLimitExceeded',
  'BillingTransactionDeclined',
  'BillingServiceError',
  'BillingUnavailable',
  'WithdrawalDeclined',
  'WithdrawalLimitsExceeded',
  'WithdrawalLimitsPeriodExceeded',
  'KycWithdrawal',
  'UserNeedConfirmContact',
  'RequisitesOnVerification',
  'RequisitesValidationRequired',
  'RequisitesFraudulent',
  'InvalidParameter',
  'TooManyRequests',
  'ApplicationUnavailable',
  'Authorization',
] as const satisfies readonly ErrorName[];

export function errorName(error: unknown): ErrorName | null {
  return error instanceof ApiError ? (error.type.replace(/Exception$/, '') as ErrorName) : null;
}

/** Translation key of an error's text in the `cashier` namespace. */
export function errorKey(error: unknown): string {
  const name = errorName(error);
  // The operator's cashier-only maintenance (server src/maintenance): said as such, not as a network failure.
  if (name === 'ApplicationUnavailable' && (error as ApiError).fields?.scope === 'cashier') return 'errors.maintenance';
  return name && (EXPLAINED_ERRORS as readonly string[]).includes(name) ? `errors.${name}` : 'errors.unknown';
}

/**
 * The server's field errors for the fields a form has, in the player's language: validator
 * texts through the form's messages, the texts in `special` (server text → own text) as given,
 * others as sent.
 */
export function formFieldErrors(
  error: unknown,
  fields: readonly string[],
  messages: MessagesMap,
  special: Record<string, string> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.fields) return out;
  for (const [field, raw] of Object.entries(error.fields)) {
    if (!fields.includes(field)) continue;
    const text = Array.isArray(raw) ? (raw[0] ?? '') : raw;
    out[field] = special[text] ?? localiseServerFieldText(text, field, messages) ?? text;
  }
  return out;
}
