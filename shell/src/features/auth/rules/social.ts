import { localePath, type Locale } from '@casino/shared';
import { validTicket } from './two-factor';

/** Social login (spec §4, §9): a 640 × 480 popup navigates to /oauth/init. */
export const SOCIAL_POPUP = { width: 640, height: 480, name: 'casino-social-auth' } as const;
/** The channel the popup tells the page through when it cannot reach its opener. */
export const SOCIAL_CHANNEL = 'casino-social-auth';

export type TypeAuth = 'login' | 'registration';

export function socialInitUrl({
  service,
  redirectUrl,
  typeAuth,
  locale,
}: {
  service: string;
  redirectUrl: string;
  typeAuth: TypeAuth;
  locale: Locale;
}): string {
  const query = new URLSearchParams({ service, redirect_url: redirectUrl, type_auth: typeAuth, locale });
  return `/oauth/init?${query.toString()}`;
}

/** Where the provider's answer lands: the locale's home, which hands the outcome back. */
export function socialRedirectUrl(origin: string, locale: Locale): string {
  return `${origin}${localePath(locale, '/')}`;
}

/** `window.open` features of a popup centred over the current window. */
export function popupFeatures(view: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }): string {
  const left = Math.max(0, Math.round(view.screenX + (view.outerWidth - SOCIAL_POPUP.width) / 2));
  const top = Math.max(0, Math.round(view.screenY + (view.outerHeight - SOCIAL_POPUP.height) / 2));
  return `popup=yes,width=${SOCIAL_POPUP.width},height=${SOCIAL_POPUP.height},left=${left},top=${top}`;
}

export type SocialOutcome =
  | { status: 'login' | 'register' }
  | { status: 'error'; error: string }
  /** A time-out or self-exclusion keeps the player out: the user block page, with its end (ISO, '' permanent). */
  | { status: 'error'; error: 'excluded'; reason: 'time_out' | 'self_exclusion'; until: string }
  /** Two-factor on: no session yet; the code step goes on with the ticket. */
  | { status: 'two_factor'; ticket: string; resend_time: number };

/** The query keys of an outcome, removed from the address once read. */
export const SOCIAL_QUERY_KEYS = ['social_auth', 'social_error', 'social_reason', 'social_until', 'ticket', 'resend_time'];

/** The outcome the server put on the return address (`social_auth`, `social_error`). */
export function socialOutcome(search: string): SocialOutcome | null {
  const params = new URLSearchParams(search);
  const status = params.get('social_auth');
  if (status === 'login' || status === 'register') return { status };
  if (status === 'two_factor') {
    const ticket = validTicket(params.get('ticket'));
    const resend = Number(params.get('resend_time'));
    // Without a usable ticket the code step could not finish: the sign-in failed.
    return ticket ? { status, ticket, resend_time: Number.isFinite(resend) && resend > 0 ? Math.ceil(resend) : 0 } : { status: 'error', error: 'state' };
  }
  if (status === 'error' && params.get('social_error') === 'excluded') {
    const reason = params.get('social_reason') === 'time_out' ? 'time_out' : 'self_exclusion';
    const until = params.get('social_until') ?? '';
    return { status, error: 'excluded', reason, until: Number.isNaN(Date.parse(until)) ? '' : new Date(until).toISOString() };
  }
  if (status === 'error') return { status: 'error', error: (params.get('social_error') ?? 'provider').replace(/[^a-z_]/g, '') || 'provider' };
  return null;
}

export function isSocialMessage(data: unknown): data is { type: typeof SOCIAL_CHANNEL; outcome: SocialOutcome } {
  const d = data as { type?: unknown; outcome?: { status?: unknown; ticket?: unknown } } | null;
  if (d?.type !== SOCIAL_CHANNEL) return false;
  if (d.outcome?.status === 'two_factor') return validTicket(d.outcome.ticket) !== null;
  return ['login', 'register', 'error'].includes(String(d.outcome?.status));
}
