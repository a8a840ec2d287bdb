import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@casino/shared';
import { Button, TextField } from '@casino/shared/ui';
import type { MessagesMap } from '@casino/shared/validation';
import { confirmContact } from './api';
import { codeSchema, FAILURE_KEYS, isWrongCode, type ContactKind } from './rules';
import styles from './Contacts.module.css';

export interface CodeFormProps {
  kind: ContactKind;
  messages: MessagesMap;
  onConfirmed(): void;
  /** The confirmation failed for another reason than the code (shown by the card). */
  onFailed(): void;
}

/** The code sent to a contact, which confirms it (spec §4: a wrong code marks the field invalid). */
export function CodeForm({ kind, messages, onConfirmed, onFailed }: CodeFormProps) {
  const { t } = useTranslation('profile');
  const schema = useMemo(() => codeSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { code: '' } });

  const wrongCode = () => setError('code', { type: 'server', message: t(`contacts.${FAILURE_KEYS.code}.${kind}`) }, { shouldFocus: true });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      // Spec §4: any answer other than 1 is a failure and marks the code invalid; success clears it.
      if ((await confirmContact(kind, code.trim())) !== 1) return wrongCode();
      reset({ code: '' });
      onConfirmed();
    } catch (error) {
      if (isWrongCode(error)) wrongCode();
      else onFailed();
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined} aria-label={t(`contacts.${kind}.codeForm`)}>
      <TextField
        label={t('contacts.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message ?? null}
        required
        {...register('code')}
      />
      <Button type="submit" loading={isSubmitting}>
        {t('contacts.confirm')}
      </Button>
    </form>
  );
}
