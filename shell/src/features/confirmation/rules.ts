import { ApiError, normalizeInternalPath } from '@casino/shared';

export type ContactKind = 'email' | 'phone';

/** The contact named by `?contact=` (spec §2), or null for anything else. */
export function contactKindOf(value: string | null): ContactKind | null {
  return value === 'email' || value === 'phone' ? value : null;
}

/** Where the success page leads: `redirectUrl` when it is a path of this site, else the profile contacts page. */
export function backTarget(redirectUrl: string | null): string {
  return normalizeInternalPath(redirectUrl) ?? '/profile/contacts';
}

/** The success page's address, keeping the contact and a safe `redirectUrl`. */
export function successPath(kind: ContactKind, redirectUrl: string | null): string {
  const safe = normalizeInternalPath(redirectUrl);
  const query = new URLSearchParams({ contact: kind });
  if (safe) query.set('redirectUrl', safe);
  return `/confirmation/success?${query.toString()}`;
}

/** The confirmation page of a contact, keeping a safe `redirectUrl` (the chooser's links lose no way back). */
export function confirmationPath(kind: ContactKind, redirectUrl: string | null): string {
  const safe = normalizeInternalPath(redirectUrl);
  const query = new URLSearchParams({ contact: kind });
  if (safe) query.set('redirectUrl', safe);
  return `/confirmation?${query.toString()}`;
}

/** A confirmation code as spec §5 wants it: exactly 6 digits (spaces ignored). */
export function isCodeWellFormed(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/** Whether a failed confirmation is a wrong or expired code (a field error of `code`). */
export function isWrongCode(error: unknown): boolean {
  return error instanceof ApiError && !!error.fields && error.fields.code !== undefined;
}

/** Whether the server says the contact is confirmed already (nothing to send). */
export function isAlreadyConfirmed(error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const text = error.fields.contact;
  return (Array.isArray(text) ? text[0] : text) === 'Contact is already confirmed';
}
