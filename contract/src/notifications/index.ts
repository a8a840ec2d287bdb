/**
 * The kinds of the player's notifications (the profile's notification page, the header's unread
 * count). The server writes a kind and its parameters when the thing happens; the browser words
 * them in the player's language of the moment, so a message never has to be stored twice.
 * Amounts are in major units, as everywhere in the API.
 */
export interface NotificationParams {
  /** Identity verification passed: withdrawals are no longer held for KYC. */
  'verification.approved': Record<string, never>;
  /** Identity verification failed; `reasons` are the provider's, for support. */
  'verification.rejected': { reasons?: string[] };
  /** The provider asks for another document. */
  'verification.retry': { reasons?: string[] };
  'withdrawal.approved': { id: number; amount: number; currency: string };
  'withdrawal.paid': { id: number; amount: number; currency: string };
  /** Rejected by the operator or the payout provider: the amount is back on the balance. */
  'withdrawal.rejected': { id: number; amount: number; currency: string };
  'bonus.credited': { id: number; amount: number; currency: string };
  'freespins.credited': { id: number; count: number; game: string };
  'cashback.credited': { id: number; amount: number; currency: string };
  'loyalty.level_up': { level: string };
  /** A responsible-gaming limit or exclusion was set; `until` is an ISO date or null for permanent. */
  'responsible.exclusion': { kind: string; until: string | null };
  /** The account's password was changed (a licensed operator tells the player of every security change). */
  'security.password_changed': Record<string, never>;
  /** Two-factor sign-in was turned on (`enabled` true) or off. */
  'security.two_factor_changed': { enabled: boolean };
}

export type NotificationKind = keyof NotificationParams;

export const NOTIFICATION_KINDS = [
  'verification.approved',
  'verification.rejected',
  'verification.retry',
  'withdrawal.approved',
  'withdrawal.paid',
  'withdrawal.rejected',
  'bonus.credited',
  'freespins.credited',
  'cashback.credited',
  'loyalty.level_up',
  'responsible.exclusion',
  'security.password_changed',
  'security.two_factor_changed',
] as const satisfies readonly NotificationKind[];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
