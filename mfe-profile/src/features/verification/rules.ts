/** The verification page's rules as pure functions. */
import type { AccountInfo } from '@casino/shared';
import type { KycStatus } from '@casino/shared/api/schemas';

/** What the page shows: not started, in review, approved, rejected with another try, rejected for good. */
export type VerificationView = 'notStarted' | 'inReview' | 'approved' | 'retry' | 'rejected';

/** The view of the server's status; the session's flags win when they say more (verified, or just submitted). */
export function verificationView(status: KycStatus, account: Pick<AccountInfo, 'is_verified' | 'is_on_verification'> | null): VerificationView {
  if (account?.is_verified || status === 'approved') return 'approved';
  if (status === 'rejected') return 'rejected';
  if (status === 'retry') return 'retry';
  if (status === 'pending' || account?.is_on_verification) return 'inReview';
  return 'notStarted';
}

/** The player may open the provider's page: nothing submitted yet, or another document asked for. */
export const canStart = (view: VerificationView) => view === 'notStarted' || view === 'retry';

/** Messages of the provider's page this page acts on. */
export type ProviderEvent = 'submitted' | 'expired';

/**
 * What a `message` event from the provider's frame means, or null: it must come from the frame's
 * own window and origin (any other page may post messages to this one).
 */
export function providerEvent(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, frameOrigin: string, frameWindow: unknown): ProviderEvent | null {
  if (!frameWindow || event.source !== frameWindow || event.origin !== frameOrigin) return null;
  const data = event.data as { type?: unknown; code?: unknown } | null;
  if (!data || typeof data !== 'object') return null;
  if (data.type === 'idCheck.onApplicantSubmitted') return 'submitted';
  if (data.type === 'idCheck.onError' && data.code === 'token_expired') return 'expired';
  return null;
}

/** The origin of the provider's page (its address may be relative to this site). */
export function originOf(url: string, base: string): string {
  try {
    return new URL(url, base).origin;
  } catch {
    return '';
  }
}

/** A site path for the dialog's button: the content config's link when it is one, else the verification page. */
export function verificationLink(link: unknown): string {
  return typeof link === 'string' && /^\/(?![/\\])/.test(link) ? link : '/profile/verification';
}
