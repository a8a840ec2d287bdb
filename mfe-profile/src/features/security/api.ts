import type { Params } from '@casino/shared';
import { api, platform } from '../../lib/platform';

/** A password or two-factor change writes the player a notification: the header's unread count looks again. */
const tellingNotifications = <T>(call: Promise<T>) =>
  call.then((answer) => {
    platform().bus.emit('notifications:changed', {});
    return answer;
  });

export const changePassword = (params: Params<'account.changepassword'>) => tellingNotifications(api().call('account.changepassword', params));
export const changeFakeName = (fakename: string) => api().call('account.changefakename', { fakename });
export const askTwoFactor = (enable: boolean) => api().call('account.changeTwoFactorAuth', { enable });
export const confirmTwoFactor = (code: string) => tellingNotifications(api().call('account.confirmTwoFactorAuth', { code }));
