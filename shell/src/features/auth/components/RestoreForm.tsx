import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from '@casino/shared';
import { Button, MaskedField, PasswordField, TextField } from '@casino/shared/ui';
import { restoreSchema, stringField, type RestoreValues } from '@casino/shared/validation';
import { api } from '../../../platform/api';
import { authErrorKey } from '../rules/errors';
import { formatCountdown, normaliseLogin } from '../rules/two-factor';
import { FormAlert } from './FormAlert';
import { applyServerFieldErrors } from './server-errors';
import { useAuthFormSettings } from './form-settings';
import { useStrategyForm } from './strategy';
import styles from './Auth.module.css';
import { useSecondsLeft } from '@casino/shared/remote';

/** The server sends another code only after this many seconds. */
const RESEND_SECONDS = 60;

export interface RestoreFormProps {
  defaultLogin?: string;
  onBack(): void;
  /** The password was changed; the player signs in with it. */
  onDone(login: string): void;
}

/** Password restore: the login gets a 6-digit code, then code and new password set it. */
export function RestoreForm({ defaultLogin = '', onBack, onDone }: RestoreFormProps) {
  const [login, setLogin] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState(0);
  return login === null ? (
    <RequestStep
      defaultLogin={defaultLogin}
      onBack={onBack}
      onSent={(value) => {
        setLogin(value);
        setSentAt(Date.now());
      }}
    />
  ) : (
    <ResetStep login={login} sentAt={sentAt} onResent={() => setSentAt(Date.now())} onBack={() => setLogin(null)} onDone={() => onDone(login)} />
  );
}

function RequestStep({ defaultLogin, onBack, onSent }: { defaultLogin: string; onBack(): void; onSent(login: string): void }) {
  const { t } = useTranslation('shell');
  const { auth, messages, modes, loginMask } = useAuthFormSettings('restore');
  const schema = useMemo(() => restoreSchema({ messages, loginKind: auth.loginKind }), [messages, auth.loginKind]);
  const [formError, setFormError] = useState<string | null>(null);
  const { form, register } = useStrategyForm<RestoreValues>(zodResolver(schema), modes, { login: defaultLogin }, 'login');
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ login }) => {
    setFormError(null);
    const value = normaliseLogin(login, loginMask !== null);
    try {
      await api.call('auth.restore', { login: value });
      onSent(value);
    } catch (error) {
      if (!applyServerFieldErrors(error, ['login'], setError, t, messages)) setFormError(t(authErrorKey(error)));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <p className={styles.lead}>{t('auth.restore.text')}</p>
      <FormAlert message={formError} />
      <MaskedField
        mask={loginMask}
        label={t(`auth.fields.login.${auth.loginKind}`)}
        autoComplete="username"
        required
        error={errors.login?.message ?? null}
        {...register('login')}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        {t('auth.restore.submit')}
      </Button>
      <div className={styles.row}>
        <button type="button" className={styles.link} onClick={onBack}>
          {t('auth.restore.back')}
        </button>
      </div>
    </form>
  );
}

interface ResetValues {
  code: string;
  password: string;
}

function ResetStep({ login, sentAt, onResent, onBack, onDone }: { login: string; sentAt: number; onResent(): void; onBack(): void; onDone(): void }) {
  const { t } = useTranslation('shell');
  const { messages, modes } = useAuthFormSettings('restore');
  const schema = useMemo(
    () =>
      z.object({
        code: stringField('twoFactorCode', { field: 'code', messages }),
        password: stringField('newPassword', { field: 'password', messages }),
      }),
    [messages],
  );
  const secondsLeft = useSecondsLeft(sentAt + RESEND_SECONDS * 1000);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(t('auth.restore.sent', { login }));
  const { form, register } = useStrategyForm<ResetValues>(zodResolver(schema), modes, { code: '', password: '' }, 'code');
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ code, password }) => {
    setFormError(null);
    try {
      await api.call('auth.restore', { login, code: code.trim(), password });
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, ['code', 'password'], setError, t, messages)) setFormError(t(authErrorKey(error)));
    }
  });

  const resend = async () => {
    setFormError(null);
    try {
      await api.call('auth.restore', { login });
      onResent();
      setStatus(t('auth.restore.sent', { login }));
    } catch (error) {
      setFormError(t(authErrorKey(error)));
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <FormAlert message={status} tone="status" />
      <FormAlert message={formError} />
      <TextField
        label={t('auth.fields.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        error={errors.code?.message ?? null}
        {...register('code')}
      />
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint')}
        required
        error={errors.password?.message ?? null}
        {...register('password')}
      />
      <div className={styles.row}>
        <button type="button" className={styles.link} onClick={onBack}>
          {t('auth.restore.otherLogin')}
        </button>
        <button type="button" className={styles.link} onClick={() => void resend()} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? t('auth.twoFactor.resendIn', { time: formatCountdown(secondsLeft) }) : t('auth.twoFactor.resend')}
        </button>
      </div>
      <Button type="submit" fullWidth loading={isSubmitting}>
        {t('auth.restore.save')}
      </Button>
    </form>
  );
}
