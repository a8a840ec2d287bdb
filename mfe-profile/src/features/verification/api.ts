import { useSessionStore } from '@casino/shared';
import { api } from '../../lib/platform';

export const loadStatus = (signal?: AbortSignal) => api().call('sumsub.getApplicantStatus', {}, signal ? { signal } : {});
export const createApplicant = () => api().call('sumsub.createApplicant');
export const getAccessToken = () => api().call('sumsub.getAccessToken');
export const setOnVerification = () => api().call('account.setUserOnVerification');

/** Reads the account again into the session store (its `is_verified`, `is_on_verification`). */
export async function refreshAccount(signal?: AbortSignal): Promise<void> {
  const account = await api().call('account.getInfo', {}, signal ? { signal } : {});
  useSessionStore.getState().setAccount(account);
}
