import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSessionStore, useTranslation } from '@casino/shared';
import { Button, TextField } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { FAKE_NAME_MAX, type MessagesMap } from '@casino/shared/validation';
import { applyServerFieldErrors } from '../../lib/server-errors';
import { changeFakeName } from './api';
import { fakeNameSchema, type FakeNameValues } from './rules';
import { Outcome, type OutcomeState } from './Outcome';
import styles from './Security.module.css';

export function FakeNameForm({ messages }: { messages: MessagesMap }) {
  const { t } = useTranslation('profile');
  const account = useSessionStore((s) => s.account);
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  const schema = useMemo(() => fakeNameSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FakeNameValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { fakename: '' } });

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        const fakename = values.fakename.trim();
        await changeFakeName(fakename);
        const current = useSessionStore.getState().account;
        if (current) useSessionStore.getState().setAccount({ ...current, fakename });
        reset({ fakename: '' });
        setOutcome({ ok: true, text: t('security.fakeName.done') });
      } catch (error) {
        const fromServer = applyServerFieldErrors(error, ['fakename'], setError, messages, { 'Fake name is already taken': t('security.fakeName.taken') });
        setOutcome({ ok: false, text: fromServer.fakename ?? t(errorKey(error)) });
      }
    },
    () => setOutcome(null),
  );

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="security-fakename-title" aria-busy={isSubmitting || undefined}>
      <h2 id="security-fakename-title" className={styles.heading}>
        {t('security.fakeName.title')}
      </h2>
      {account?.fakename && <p className={styles.muted}>{t('security.fakeName.current', { name: account.fakename })}</p>}
      <Outcome state={outcome} />
      <TextField
        id="security-fakename"
        label={t('security.fakeName.label')}
        required
        maxLength={FAKE_NAME_MAX}
        autoComplete="nickname"
        hint={t('security.fakeName.hint')}
        error={errors.fakename?.message ?? null}
        {...register('fakename')}
      />
      <Button type="submit" loading={isSubmitting}>
        {t('security.fakeName.submit')}
      </Button>
    </form>
  );
}
