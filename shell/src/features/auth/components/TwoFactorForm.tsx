import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@casino/shared';
import { Button, TextField } from '@casino/shared/ui';
import { twoFactorSchema, type TwoFactorValues } from '@casino/shared/validation';
import { api } from '../../../platform/api';
import { finishAuth } from '../flow';
import { track } from '../rules/analytics';
import { authErrorKey, errorCode } from '../rules/errors';
import { codeStepParams, formatCountdown, isTicketExpired, isTicketStep, resendTimeFromError, type SignInStep } from '../rules/two-factor';
import { takeSocialReturn } from '../social-login';
import { FormAlert } from './FormAlert';
import { applyServerFieldErrors } from './server-errors';
import { useAuthFormSettings } from './form-settings';
import { useStrategyForm } from './strategy';
import styles from './Auth.module.css';
import { useSecondsLeft } from '@casino/shared/remote';

export interface TwoFactorFormProps {
  /** The stored credentials (or a social or Telegram sign-in's ticket) and resend time of spec §4. */
  payload: SignInStep;
  onBack(): void;
}

/** The code step of a two-factor sign-in, with the resend countdown. */
export function TwoFactorForm({ payload, onBack }: TwoFactorFormProps) {
  const { t } = useTranslation('shell');
  const { messages, modes } = useAuthFormSettings('login');
  const schema = useMemo(() => twoFactorSchema({ messages }), [messages]);
  const [resendAt, setResendAt] = useState(() => Date.now() + payload.resend_time * 1000);
  const secondsLeft = useSecondsLeft(resendAt);
  const [resending, setResending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const { form, register } = useStrategyForm<TwoFactorValues>(zodResolver(schema), modes, { code: '' }, 'code');
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const ticket = isTicketStep(payload) ? payload : null;
  const method = ticket?.via ?? 'password';
  /** Shown when the server says the step is over, not the code wrong. */
  const failText = (error: unknown) => (isTicketExpired(error) ? t('auth.twoFactor.errors.ticketExpired') : t(authErrorKey(error)));

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const account = await api.call('auth.login', codeStepParams(payload, code.trim()));
      await finishAuth(account, { kind: 'login', method, ...(ticket?.via === 'social' ? { returnTo: takeSocialReturn() } : {}) });
    } catch (error) {
      track({ event: 'auth_login_error', error_code: errorCode(error), method });
      if (isTicketExpired(error) || !applyServerFieldErrors(error, ['code'], setError, t, messages)) setFormError(failText(error));
    }
  });

  const resend = async () => {
    setResending(true);
    setFormError(null);
    setStatus(null);
    try {
      // Asking without a code sends a new one once the resend time is over (spec §4).
      await api.call('auth.login', codeStepParams(payload));
    } catch (error) {
      const next = resendTimeFromError(error);
      if (next !== null) {
        setResendAt(Date.now() + next * 1000);
        setStatus(t('auth.twoFactor.sent'));
      } else {
        setFormError(failText(error));
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <p className={styles.lead}>{isTicketStep(payload) ? t('auth.twoFactor.textContact') : t('auth.twoFactor.text', { login: payload.login })}</p>
      <FormAlert message={formError} />
      <FormAlert message={status} tone="status" />
      <TextField
        label={t('auth.fields.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        error={errors.code?.message ?? null}
        {...register('code')}
      />
      <div className={styles.row}>
        <button type="button" className={styles.link} onClick={onBack}>
          {t('auth.twoFactor.back')}
        </button>
        <button type="button" className={styles.link} onClick={() => void resend()} disabled={secondsLeft > 0 || resending}>
          {secondsLeft > 0 ? t('auth.twoFactor.resendIn', { time: formatCountdown(secondsLeft) }) : t('auth.twoFactor.resend')}
        </button>
      </div>
      <Button type="submit" fullWidth loading={isSubmitting}>
        {t('auth.twoFactor.submit')}
      </Button>
    </form>
  );
}
