import { useState } from 'react';
import { ApiError, useToastsStore, useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { api } from '../../../platform/api';
import { STORAGE_KEYS } from '../constants';
import { finishAuth } from '../flow';
import { track } from '../rules/analytics';
import { errorCode } from '../rules/errors';
import { currentPromoCode } from '../rules/promo';
import { telegramRegistration, type TelegramLaunch } from '../rules/telegram';
import { ticketStepFromError, type TicketStep } from '../rules/two-factor';
import { local } from '../storage';
import styles from './Auth.module.css';

/** An account made within this long was made by this call (the server signs existing users in). */
const NEW_ACCOUNT_SECONDS = 120;

/**
 * Registration inside the Telegram mini-app (spec §1): the launch's init data goes to the server,
 * which checks its signature. A refusal shows the server's wrong-registration text in a toast (§8).
 * A player with two-factor on goes on to the code step with the ticket the server answered.
 */
export function TelegramRegistration({ launch, onTwoFactor }: { launch: TelegramLaunch; onTwoFactor?: (step: TicketStep) => void }) {
  const { t } = useTranslation('shell');
  const [busy, setBusy] = useState(false);
  const params = telegramRegistration(launch);

  const register = async () => {
    const toasts = useToastsStore.getState();
    if (!params) {
      toasts.show({ text: t('auth.telegram.failed'), type: 'error' });
      return;
    }
    setBusy(true);
    try {
      const account = await api.call('auth.registerTelegram', params);
      const fresh = account.reg_time !== null && Date.now() / 1000 - account.reg_time < NEW_ACCOUNT_SECONDS;
      await finishAuth(account, {
        kind: fresh ? 'register' : 'login',
        method: 'telegram',
        promoCode: fresh ? currentPromoCode(window.location.search, local.get(STORAGE_KEYS.promoCode)) : null,
      });
    } catch (error) {
      track({ event: 'auth_login_error', error_code: errorCode(error), method: 'telegram' });
      const step = ticketStepFromError(error, 'telegram');
      if (step && onTwoFactor) {
        onTwoFactor(step);
        return;
      }
      toasts.show({ text: error instanceof ApiError && error.is('InvalidParameter') ? error.message : t('auth.telegram.failed'), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.social}>
      <p className={styles.muted}>{t('auth.telegram.text')}</p>
      <Button type="button" fullWidth loading={busy} onClick={() => void register()}>
        {t('auth.telegram.submit')}
      </Button>
    </div>
  );
}
