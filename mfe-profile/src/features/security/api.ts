import type { Params } from '@casino/shared';
import { api } from '../../lib/platform';

export const changePassword = (params: Params<'account.changepassword'>) => api().call('account.changepassword', params);
export const changeFakeName = (fakename: string) => api().call('account.changefakename', { fakename });
export const askTwoFactor = (enable: boolean) => api().call('account.changeTwoFactorAuth', { enable });
export const confirmTwoFactor = (code: string) => api().call('account.confirmTwoFactorAuth', { code });
