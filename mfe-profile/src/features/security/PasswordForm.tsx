import { useState, type FormEvent } from 'react';
import { useTranslation } from '@casino/shared';
import { Button, PasswordField } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { serverFieldErrors, type FieldErrors } from '../../lib/form';
import { changePassword } from './api';
import { validatePasswordChange, type PasswordValues } from './rules';
import type { MessagesMap } from '@casino/shared/validation';
import { Outcome, type OutcomeState } from './Outcome';
import styles from './Security.module.css';

const EMPTY: PasswordValues = { old_password: '', password: '', password_confirmation: '' };
const FIELDS = ['old_password', 'password', 'password_confirmation'] as const;

export function PasswordForm({ messages }: { messages: MessagesMap }) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeState>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validatePasswordChange(values, messages);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`security-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword(values);
      setValues(EMPTY);
      setOutcome({ ok: true, text: t('security.password.done') });
    } catch (error) {
      const fromServer = serverFieldErrors(error, FIELDS, messages, { 'Wrong password': t('security.password.wrongOld') });
      setErrors(fromServer);
      setOutcome({ ok: false, text: fromServer.old_password ?? (Object.keys(fromServer).length ? Object.values(fromServer)[0]! : t(errorKey(error))) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      id={`security-${name}`}
      name={name}
      label={label}
      required
      autoComplete={autoComplete}
      hint={hint}
      value={values[name]}
      error={errors[name] ?? null}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="security-password-title" aria-busy={busy || undefined}>
      <h2 id="security-password-title" className={styles.heading}>
        {t('security.password.title')}
      </h2>
      <Outcome state={outcome} />
      {field('old_password', t('security.password.old'), 'current-password')}
      {field('password', t('security.password.new'), 'new-password', t('security.password.hint'))}
      {field('password_confirmation', t('security.password.repeat'), 'new-password')}
      <Button type="submit" loading={busy}>
        {t('security.password.submit')}
      </Button>
    </form>
  );
}
