import { ApiError } from '@casino/shared';

export type UnsubscribeOutcome = { kind: 'pending' } | { kind: 'done'; contact: 'email' | 'phone' } | { kind: 'invalid' } | { kind: 'failed' };

/** A refused link (forged, expired, for an address the account no longer has) or a failure worth a retry. */
export function outcomeOfError(error: unknown): UnsubscribeOutcome {
  return error instanceof ApiError && error.is('InvalidParameter') ? { kind: 'invalid' } : { kind: 'failed' };
}

/** The token of the link, or null when the address carries none worth sending. */
export function tokenOf(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim() ?? '';
  return /^[A-Za-z0-9._-]{16,200}$/.test(token) ? token : null;
}
