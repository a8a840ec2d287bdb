import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@casino/shared';
import { Button, PasswordField } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import type { MessagesMap } from '@casino/shared/validation';
import { applyServerFieldErrors } from '../../lib/server-errors';
import { changePassword } from './api';
import { PASSWORD_FIELDS, passwordChangeSchema, type PasswordValues } from './rules';
import { Outcome, type OutcomeState } from './Outcome';
import styles from './Security.module.css';

const EMPTY: PasswordValues = { old_password: '', password: '', password_confirmation: '' };

export function PasswordForm({ messages }: { messages: MessagesMap }) {
  const { t } = useTranslation('profile');
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  const schema = useMemo(() => passwordChangeSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: EMPTY });

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        await changePassword(values);
        reset(EMPTY);
        setOutcome({ ok: true, text: t('security.password.done') });
      } catch (error) {
        const fromServer = applyServerFieldErrors(error, PASSWORD_FIELDS, setError, messages, { 'Wrong password': t('security.password.wrongOld') });
        const first = PASSWORD_FIELDS.map((f) => fromServer[f]).find(Boolean);
        setOutcome({ ok: false, text: first ?? t(errorKey(error)) });
      }
    },
    () => setOutcome(null),
  );

  const field = (name: (typeof PASSWORD_FIELDS)[number], label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      id={`security-${name}`}
      label={label}
      required
      autoComplete={autoComplete}
      hint={hint}
      error={errors[name]?.message ?? null}
      {...register(name)}
    />
  );

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="security-password-title" aria-busy={isSubmitting || undefined}>
      <h2 id="security-password-title" className={styles.heading}>
        {t('security.password.title')}
      </h2>
      <Outcome state={outcome} />
      {field('old_password', t('security.password.old'), 'current-password')}
      {field('password', t('security.password.new'), 'new-password', t('security.password.hint'))}
      {field('password_confirmation', t('security.password.repeat'), 'new-password')}
      <Button type="submit" loading={isSubmitting}>
        {t('security.password.submit')}
      </Button>
    </form>
  );
}
