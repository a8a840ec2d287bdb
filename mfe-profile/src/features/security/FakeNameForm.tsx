import { useState, type FormEvent } from 'react';
import { useSessionStore, useTranslation } from '@casino/shared';
import { Button, TextField } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { FAKE_NAME_MAX, type MessagesMap } from '@casino/shared/validation';
import { serverFieldErrors, type FieldErrors } from '../../lib/form';
import { changeFakeName } from './api';
import { validateFakeName } from './rules';
import { Outcome, type OutcomeState } from './Outcome';
import styles from './Security.module.css';

export function FakeNameForm({ messages }: { messages: MessagesMap }) {
  const { t } = useTranslation('profile');
  const account = useSessionStore((s) => s.account);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeState>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validateFakeName(value, messages);
    setErrors(found);
    if (found.fakename) {
      document.getElementById('security-fakename')?.focus();
      return;
    }
    setBusy(true);
    try {
      const fakename = value.trim();
      await changeFakeName(fakename);
      const current = useSessionStore.getState().account;
      if (current) useSessionStore.getState().setAccount({ ...current, fakename });
      setValue('');
      setOutcome({ ok: true, text: t('security.fakeName.done') });
    } catch (error) {
      const fromServer = serverFieldErrors(error, ['fakename'], messages, { 'Fake name is already taken': t('security.fakeName.taken') });
      setErrors(fromServer);
      setOutcome({ ok: false, text: fromServer.fakename ?? t(errorKey(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="security-fakename-title" aria-busy={busy || undefined}>
      <h2 id="security-fakename-title" className={styles.heading}>
        {t('security.fakeName.title')}
      </h2>
      {account?.fakename && <p className={styles.muted}>{t('security.fakeName.current', { name: account.fakename })}</p>}
      <Outcome state={outcome} />
      <TextField
        id="security-fakename"
        name="fakename"
        label={t('security.fakeName.label')}
        required
        maxLength={FAKE_NAME_MAX}
        autoComplete="nickname"
        hint={t('security.fakeName.hint')}
        value={value}
        error={errors.fakename ?? null}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" loading={busy}>
        {t('security.fakeName.submit')}
      </Button>
    </form>
  );
}
