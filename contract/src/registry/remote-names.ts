/** The remotes the shell knows, by name (each is released on its own). */
export const REMOTE_NAMES = ['casino', 'cashier', 'profile', 'loyalty', 'promotions'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}
