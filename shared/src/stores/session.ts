import { createPlatformStore } from '../render/states';
import type { AccountInfo, Balance, GeneralInfo } from '../api/schemas';

export type AsyncStatus = 'idle' | 'pending' | 'success' | 'error';

export interface SessionState {
  status: AsyncStatus;
  account: AccountInfo | null;
  general: GeneralInfo | null;
  setAccount(account: AccountInfo | null): void;
  setGeneral(general: GeneralInfo | null): void;
  setBalance(balance: Balance): void;
  setStatus(status: AsyncStatus): void;
}

/** Owned by the shell; remotes read it. A player is authenticated when uid > 0 (spec §1). */
export const useSessionStore = createPlatformStore<SessionState>('session', (set) => ({
  status: 'idle',
  account: null,
  general: null,
  setAccount: (account) => set({ account }),
  setGeneral: (general) => set({ general }),
  setBalance: (balance) => set((s) => (s.account ? { account: { ...s.account, ...balance } } : s)),
  setStatus: (status) => set({ status }),
}));

export const isAuthenticated = (account: AccountInfo | null | undefined): account is AccountInfo =>
  !!account && account.uid > 0;

export const selectIsAuthenticated = (s: SessionState) => isAuthenticated(s.account);
