import { useState, type FormEvent } from 'react';
import { useSessionStore, useTranslation } from '@casino/shared';
import { Button, TextField } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import type { MessagesMap } from '@casino/shared/validation';
import { serverFieldErrors } from '../../lib/form';
import { askTwoFactor, confirmTwoFactor } from './api';
import { validateCode } from './rules';
import { Outcome, type OutcomeState } from './Outcome';
import styles from './Security.module.css';

/** Two-factor sign-in on or off: the server sends a code, the player confirms with it (spec §4). */
export function TwoFactorSection({ messages }: { messages: MessagesMap }) {
  const { t } = useTranslation('profile');
  const enabled = useSessionStore((s) => s.account?.two_factor_auth ?? false);
  // The change asked for, waiting for its code.
  const [pending, setPending] = useState<boolean | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeState>(null);

  const ask = async () => {
    setOutcome(null);
    setBusy(true);
    try {
      await askTwoFactor(!enabled);
      setPending(!enabled);
      setCode('');
      setCodeError(null);
      setOutcome({ ok: true, text: t('security.twoFactor.codeSent') });
    } catch (error) {
      setOutcome({ ok: false, text: serverFieldErrors(error, ['enable'], messages).enable ?? t(errorKey(error)) });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCode(code, messages).code ?? null;
    setCodeError(found);
    if (found || pending === null) {
      document.getElementById('security-2fa-code')?.focus();
      return;
    }
    setBusy(true);
    try {
      await confirmTwoFactor(code.trim());
      const account = useSessionStore.getState().account;
      if (account) useSessionStore.getState().setAccount({ ...account, two_factor_auth: pending });
      setOutcome({ ok: true, text: t(pending ? 'security.twoFactor.enabled' : 'security.twoFactor.disabled') });
      setPending(null);
    } catch (error) {
      const fromServer = serverFieldErrors(error, ['code'], messages).code;
      setCodeError(fromServer ?? null);
      setOutcome({ ok: false, text: fromServer ?? t(errorKey(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="security-2fa-title" aria-busy={busy || undefined}>
      <h2 id="security-2fa-title" className={styles.heading}>
        {t('security.twoFactor.title')}
      </h2>
      <p className={styles.muted}>{t(enabled ? 'security.twoFactor.on' : 'security.twoFactor.off')}</p>
      <Outcome state={outcome} />
      {pending === null ? (
        <Button type="button" variant={enabled ? 'secondary' : 'primary'} loading={busy} onClick={ask}>
          {t(enabled ? 'security.twoFactor.disable' : 'security.twoFactor.enable')}
        </Button>
      ) : (
        <form className={styles.inline} onSubmit={confirm} noValidate>
          <TextField
            id="security-2fa-code"
            name="code"
            label={t('security.twoFactor.code')}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={codeError}
            onChange={(e) => setCode(e.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              {t('security.twoFactor.confirm')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setPending(null)}>
              {t('security.twoFactor.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
