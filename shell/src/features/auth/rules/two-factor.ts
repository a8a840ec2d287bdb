import { ApiError, type TwoFactorPayload } from '@casino/shared';

/** A leading + of a phone login is dropped (spec §4). */
export function normaliseLogin(login: string): string {
  return login.trim().replace(/^\+/, '');
}

/**
 * The two-factor step of a login (spec §4): when the authorization error says two-factor is
 * enabled or gives a resend time, the credentials and `resend_time` are kept for the code step.
 */
export function twoFactorFromError(error: unknown, credentials: { login: string; password: string }): TwoFactorPayload | null {
  if (!(error instanceof ApiError) || !error.is('Authorization')) return null;
  const fields = error.fields ?? {};
  const enabled = fields.two_factor_auth !== undefined || /two-factor/i.test(error.message);
  const rawResend = Array.isArray(fields.resend_time) ? fields.resend_time[0] : fields.resend_time;
  const resend = Number(rawResend);
  if (!enabled && rawResend === undefined) return null;
  return { login: credentials.login, password: credentials.password, resend_time: Number.isFinite(resend) && resend > 0 ? Math.ceil(resend) : 0 };
}

/** The five two-factor texts of spec §8 as the server sends them, and the keys of their translations. */
export const TWO_FACTOR_TEXTS: Record<string, string> = {
  'Code must contain 6 digits': 'auth.twoFactor.errors.format',
  'Time expired': 'auth.twoFactor.errors.expired',
  'Code is invalid': 'auth.twoFactor.errors.invalid',
  'Two-factor authentication is already enabled': 'auth.twoFactor.errors.alreadyEnabled',
  'Resend time': 'auth.twoFactor.errors.resend',
};

export function twoFactorTextKey(serverText: string | undefined): string | null {
  return serverText ? (TWO_FACTOR_TEXTS[serverText.trim()] ?? null) : null;
}

/** m:ss of a countdown in seconds. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
