import { useSessionStore } from '@casino/shared';

/**
 * The account's currency, as the shell's session store holds it. Data shown in it (methods,
 * deposit amounts, limits) lists it among its loads' dependencies: when the player changes the
 * currency (the shell reloads the account), it is asked again without a reload of the page.
 */
export const useAccountCurrency = (): string | null => useSessionStore((s) => s.account?.balance_main.currency ?? null);
