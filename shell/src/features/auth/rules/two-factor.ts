import { ApiError, type TwoFactorPayload } from '@casino/shared';

/** A leading + of a phone login is dropped (spec §4); a phone typed through a mask goes as its digits. */
export function normaliseLogin(login: string, masked = false): string {
  return masked ? login.replace(/\D/g, '') : login.trim().replace(/^\+/, '');
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

/**
 * The two-factor step of a social or Telegram sign-in: the server keeps no password to send
 * again, so a one-time ticket stands in for login + password.
 */
export interface TicketStep {
  ticket: string;
  via: 'social' | 'telegram';
  resend_time: number;
}

/** What the code step keeps: the password sign-in's credentials, or a ticket. */
export type SignInStep = TwoFactorPayload | TicketStep;

export const isTicketStep = (step: SignInStep): step is TicketStep => 'ticket' in step;

const TICKET = /^[\w-]{43}$/;

const seconds = (raw: unknown): number => {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : 0;
};

/** A well-formed ticket, or null. */
export const validTicket = (raw: unknown): string | null => (typeof raw === 'string' && TICKET.test(raw) ? raw : null);

/** The ticket step a Telegram sign-in answered with (two-factor on), or null. */
export function ticketStepFromError(error: unknown, via: TicketStep['via']): TicketStep | null {
  if (!(error instanceof ApiError) || !error.is('Authorization')) return null;
  const ticket = validTicket(Array.isArray(error.fields?.ticket) ? error.fields.ticket[0] : error.fields?.ticket);
  return ticket ? { ticket, via, resend_time: seconds(error.fields?.resend_time) } : null;
}

/** The `auth.login` parameters of the code step (no code: ask for a new one). */
export function codeStepParams(step: SignInStep, code?: string): { ticket: string; code?: string } | { login: string; password: string; code?: string } {
  const withCode = code === undefined ? {} : { code };
  return isTicketStep(step) ? { ticket: step.ticket, ...withCode } : { login: step.login, password: step.password, ...withCode };
}

/** Seconds before the next resend when the answer is the two-factor step again, else null. */
export function resendTimeFromError(error: unknown): number | null {
  if (!(error instanceof ApiError) || !error.is('Authorization')) return null;
  const fields = error.fields ?? {};
  if (fields.two_factor_auth === undefined && fields.resend_time === undefined && !/two-factor/i.test(error.message)) return null;
  return seconds(fields.resend_time);
}

/** True when the ticket is unknown, used or expired: the player signs in again. */
export function isTicketExpired(error: unknown): boolean {
  return error instanceof ApiError && error.fields?.ticket !== undefined && !error.is('Authorization');
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
