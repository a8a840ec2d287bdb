import { createPlatformStore } from '../render/states';
import type { AccountInfo, Balance, GeneralInfo } from '../api/schemas';

export type AsyncStatus = 'idle' | 'pending' | 'success' | 'error';

export interface SessionState {
  status: AsyncStatus;
  account: AccountInfo | null;
  general: GeneralInfo | null;
  /**
   * Counts the times the player's money moved: a balance the shell fetched after a money event
   * (`balance:changed` on the bus), or a periodic balance that differs from the one held. Every
   * part's data about money (withdrawable amount, bonuses, limits) lists it among its loads'
   * dependencies, so the whole page follows the header at once (`useBalanceVersion`).
   */
  balanceVersion: number;
  setAccount(account: AccountInfo | null): void;
  setGeneral(general: GeneralInfo | null): void;
  /** A fresh balance; `moved` when it follows a money event (counted even when the figures match). */
  setBalance(balance: Balance, moved?: boolean): void;
  /** Money moved but no fresh balance came (its request failed): the parts load their data again anyway. */
  moneyMoved(): void;
  setStatus(status: AsyncStatus): void;
}

/** The four balance figures of `a` and `b` match (amounts and currencies); a figure missing on both matches. */
export function sameBalance(a: Balance, b: Balance): boolean {
  return BALANCE_FIGURES.every((k) => {
    const x = a[k] as Balance[typeof k] | undefined;
    const y = b[k] as Balance[typeof k] | undefined;
    return x?.amount === y?.amount && x?.currency === y?.currency;
  });
}
const BALANCE_FIGURES = ['balance_main', 'balance_bonus', 'balance_betting_bonus', 'balance_fun'] as const;

/** Owned by the shell; remotes read it. A player is authenticated when uid > 0 (spec §1). */
export const useSessionStore = createPlatformStore<SessionState>('session', (set) => ({
  status: 'idle',
  account: null,
  general: null,
  balanceVersion: 0,
  // The same player's account again with other figures (a currency change): money moved too.
  setAccount: (account) =>
    set((s) =>
      account && s.account && account.uid === s.account.uid && !sameBalance(s.account, account)
        ? { account, balanceVersion: s.balanceVersion + 1 }
        : { account },
    ),
  setGeneral: (general) => set({ general }),
  setBalance: (balance, moved = false) =>
    set((s) =>
      s.account
        ? { account: { ...s.account, ...balance }, balanceVersion: moved || !sameBalance(s.account, balance) ? s.balanceVersion + 1 : s.balanceVersion }
        : s,
    ),
  moneyMoved: () => set((s) => ({ balanceVersion: s.balanceVersion + 1 })),
  setStatus: (status) => set({ status }),
}));

export const isAuthenticated = (account: AccountInfo | null | undefined): account is AccountInfo => !!account && account.uid > 0;

export const selectIsAuthenticated = (s: SessionState) => isAuthenticated(s.account);

/**
 * The count of times the player's money moved (`SessionState.balanceVersion`). Loads of data about
 * money list it among their dependencies: they run again right after the shell holds the new balance.
 */
export const useBalanceVersion = (): number => useSessionStore((s) => s.balanceVersion);
