import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation, type TwoFactorPayload } from '@casino/shared';
import { Button, MaskedField, PasswordField } from '@casino/shared/ui';
import { applyMask, signInSchema, type SignInValues } from '@casino/shared/validation';
import { api } from '../../../platform/api';
import { finishAuth } from '../flow';
import { track } from '../rules/analytics';
import { authErrorKey, errorCode } from '../rules/errors';
import { normaliseLogin, twoFactorFromError } from '../rules/two-factor';
import { FormAlert } from './FormAlert';
import { SocialButtons } from './SocialButtons';
import { useAuthFormSettings } from './form-settings';
import { useStrategyForm } from './strategy';
import styles from './Auth.module.css';

export interface LoginFormProps {
  defaultLogin?: string;
  /** A message to show above the form (after a password restore). */
  notice?: string | null;
  onTwoFactor(payload: TwoFactorPayload): void;
  onForgot(login: string): void;
  /** Put the cursor in the first empty field (not after a tab switch: focus stays on the tab). */
  autoFocus?: boolean;
}

export function LoginForm({ defaultLogin = '', notice = null, onTwoFactor, onForgot, autoFocus = true }: LoginFormProps) {
  const { t } = useTranslation('shell');
  const { auth, messages, modes, loginMask } = useAuthFormSettings('login');
  const schema = useMemo(() => signInSchema({ messages }), [messages]);
  const [formError, setFormError] = useState<string | null>(null);
  const { form, register } = useStrategyForm<SignInValues>(
    zodResolver(schema),
    modes,
    { login: loginMask ? applyMask(defaultLogin, loginMask) : defaultLogin, password: '' },
    autoFocus ? (defaultLogin ? 'password' : 'login') : undefined,
  );
  const {
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const credentials = { login: normaliseLogin(values.login, loginMask !== null), password: values.password };
    try {
      const account = await api.call('auth.login', credentials);
      await finishAuth(account, { kind: 'login', method: 'password' });
    } catch (error) {
      const twoFactor = twoFactorFromError(error, credentials);
      if (twoFactor) {
        onTwoFactor(twoFactor);
        return;
      }
      track({ event: 'auth_login_error', error_code: errorCode(error), method: 'password' });
      setFormError(t(authErrorKey(error)));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <FormAlert message={notice} tone="status" />
      <SocialButtons typeAuth="login" />
      <FormAlert message={formError} />
      <MaskedField
        mask={loginMask}
        label={t(`auth.fields.login.${auth.loginKind}`)}
        autoComplete="username"
        inputMode={auth.loginKind === 'phone' ? 'tel' : auth.loginKind === 'email' ? 'email' : 'text'}
        required
        error={errors.login?.message ?? null}
        {...register('login')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message ?? null}
        {...register('password')}
      />
      <div className={styles.row}>
        <button type="button" className={styles.link} onClick={() => onForgot(getValues('login'))}>
          {t('auth.login.forgot')}
        </button>
      </div>
      <Button type="submit" fullWidth loading={isSubmitting}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
