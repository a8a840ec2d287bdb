import type { Result } from '@casino/shared';

type Contacts = Result<'account.getprofileinfo'>['contacts'];

/** Spec §9: the registration hint lives 2 hours, the confirm-contact hint 5 days after registration. */
export const REGISTRATION_HINT_MS = 7_200_000;
export const CONFIRM_HINT_MS = 432_000_000;

/** Local-storage marker set once a confirmation was sent to the player (spec §3 storage keys). */
export { confirmSentKey } from '../../platform/confirm-sent';

/**
 * Where the confirm-contact hint leads: the code-entry page for the login contact, coming back
 * afterwards to the page the player was on (a path without the locale prefix; links add it).
 */
export function confirmationPath(kind: 'email' | 'phone', from: string): string {
  const query = new URLSearchParams({ contact: kind });
  if (!from.startsWith('/confirmation')) query.set('redirectUrl', from);
  return `/confirmation?${query.toString()}`;
}

const registeredAt = (regTime: number | null): number | null => (regTime === null ? null : regTime * 1000);

/**
 * "Make your first deposit": during the first 2 hours after registration, until a deposit exists.
 * An unknown deposit state (null) shows nothing rather than nagging a player who already paid.
 */
export function showRegistrationHint(input: { regTime: number | null; now: number; hasDeposit: boolean | null }): boolean {
  const at = registeredAt(input.regTime);
  return at !== null && input.hasDeposit === false && input.now - at < REGISTRATION_HINT_MS;
}

/** Which contact the player signs in with: e-mail when the login has an @, else the phone. */
export function loginContactKind(login: string): 'email' | 'phone' {
  return login.includes('@') ? 'email' : 'phone';
}

/**
 * "Confirm your e-mail/phone": during the first 5 days after registration, while the login contact
 * is unconfirmed and no confirmation was sent yet from this browser.
 */
export function showConfirmHint(input: { regTime: number | null; now: number; login: string; contacts: Contacts | null; confirmSent: boolean }): boolean {
  const at = registeredAt(input.regTime);
  if (at === null || input.confirmSent || !input.contacts || input.now - at >= CONFIRM_HINT_MS) return false;
  const contact = input.contacts[loginContactKind(input.login)];
  return !!contact && !contact.is_confirmed;
}
