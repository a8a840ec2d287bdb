import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@casino/shared';
import { Button, TextField } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import type { MessagesMap, TwoFactorValues } from '@casino/shared/validation';
import { applyServerFieldErrors } from '../../lib/server-errors';
import { confirmTwoFactor } from './api';
import { twoFactorCodeSchema, twoFactorTexts } from './rules';
import styles from './Security.module.css';

export interface TwoFactorCodeFormProps {
  messages: MessagesMap;
  onConfirmed(): void;
  /** The code was refused: the text to show above the form. */
  onFailed(text: string): void;
  onCancel(): void;
}

/** The code step of turning two-factor sign-in on or off. */
export function TwoFactorCodeForm({ messages, onConfirmed, onFailed, onCancel }: TwoFactorCodeFormProps) {
  const { t } = useTranslation('profile');
  const schema = useMemo(() => twoFactorCodeSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { code: '' } });

  // The code was just sent: the cursor goes where it is typed.
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirmTwoFactor(code.trim());
      onConfirmed();
    } catch (error) {
      const fromServer = applyServerFieldErrors(error, ['code'], setError, messages, twoFactorTexts(t));
      onFailed(fromServer.code ?? t(errorKey(error)));
    }
  });

  return (
    <form className={styles.inline} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <TextField
        id="security-2fa-code"
        label={t('security.twoFactor.code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message ?? null}
        {...register('code')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {t('security.twoFactor.confirm')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('security.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
