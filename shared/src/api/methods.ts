/**
 * The one table of player API methods: HTTP verb and whether a session is needed.
 * Parameter and result schemas live beside it in `schemas.ts` (kept apart so the browser's
 * first load does not carry zod); a type test keeps the two tables in step.
 *
 * Deviation from spec §7: `auth.logout` is POST, not GET — state-changing calls are never GET
 * (OWASP ASVS), and the server refuses it by GET.
 */
export interface MethodSpec {
  verb: 'GET' | 'POST';
  /** A session is required; guests get AuthorizationException. */
  auth: boolean;
}

export const METHODS = {
  'account.getInfo': { verb: 'GET', auth: false },
  'account.getBalance': { verb: 'GET', auth: true },
  'account.changelocale': { verb: 'POST', auth: false },
  'metadata.getgeneralinfo': { verb: 'GET', auth: false },
  'auth.login': { verb: 'POST', auth: false },
  'auth.logout': { verb: 'POST', auth: false },
  'auth.register': { verb: 'POST', auth: false },
} as const satisfies Record<string, MethodSpec>;

export type MethodName = keyof typeof METHODS;

export function isMethodName(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(METHODS, name);
}
