import { ApiError } from '@casino/shared';
import { messageFor, serverTextIssue, type MessagesMap } from '@casino/shared/validation';
import { twoFactorTextKey } from './two-factor';

/** Server texts of the auth methods (not validator texts: those are read by the shared parser) and the keys of their translations. */
const SERVER_TEXTS: Record<string, string> = {
  'Wrong login or password': 'auth.errors.wrongCredentials',
  'Login is already registered': 'auth.errors.loginTaken',
};

/** A translation key for what went wrong with a sign-in, registration or restore call. */
export function authErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'auth.errors.generic';
  if (error.is('TooManyRequests')) return 'auth.errors.tooMany';
  if (error.is('UserBanned')) return 'auth.errors.banned';
  if (error.is('UserDeleted')) return 'auth.errors.deleted';
  if (error.is('ApplicationUnavailable') || error.is('ApplicationDisabled')) return 'auth.errors.unavailable';
  if (error.is('AccessDenied')) return 'auth.errors.refused';
  const known = SERVER_TEXTS[error.message] ?? twoFactorTextKey(error.message);
  if (known) return known;
  if (error.is('Authorization')) return 'auth.errors.wrongCredentials';
  if (error.is('InvalidParameter')) return 'auth.errors.checkFields';
  return 'auth.errors.generic';
}

/** Field → the server's text for it (first one when a list), for the fields a form shows. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const out: Record<string, string> = {};
  for (const name of fields) {
    const value = error.fields[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) out[name] = first;
  }
  return out;
}

/** A translation key for a server field text when one is known (two-factor texts, credentials, taken login). */
export function serverTextKey(text: string): string | null {
  return SERVER_TEXTS[text] ?? twoFactorTextKey(text);
}

/**
 * How a server's field text reads on an auth form: the site's own text for an auth text (credentials,
 * taken login, two-factor), the form's message for a validator text (read back by the one error-text
 * parser the profile and the cashier use, so the operator's forms-config texts apply), else as sent.
 */
export function serverFieldMessage(text: string, field: string, messages: MessagesMap): { key: string } | { text: string } {
  const key = serverTextKey(text);
  if (key) return { key };
  const issue = serverTextIssue(text);
  return { text: issue ? messageFor(issue, field, messages) : text };
}

/** The code analytics get for a failed call: the error type, or a network marker. */
export function errorCode(error: unknown): string {
  if (error instanceof ApiError) return error.type;
  return error instanceof Error ? error.name : 'UnknownError';
}
