import { useState } from 'react';
import { useSessionStore, useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import type { MessagesMap } from '@casino/shared/validation';
import { serverFieldErrors } from '../../lib/server-errors';
import { askTwoFactor } from './api';
import { twoFactorTexts } from './rules';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';
import { Outcome, type OutcomeState } from './Outcome';
import styles from './Security.module.css';

/** Two-factor sign-in on or off: the server sends a code, the player confirms with it (spec §4). */
export function TwoFactorSection({ messages }: { messages: MessagesMap }) {
  const { t } = useTranslation('profile');
  const enabled = useSessionStore((s) => s.account?.two_factor_auth ?? false);
  // The change asked for, waiting for its code.
  const [pending, setPending] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeState>(null);

  const ask = async () => {
    setOutcome(null);
    setBusy(true);
    try {
      await askTwoFactor(!enabled);
      setPending(!enabled);
      setOutcome({ ok: true, text: t('security.twoFactor.codeSent') });
    } catch (error) {
      setOutcome({ ok: false, text: serverFieldErrors(error, ['enable'], messages, twoFactorTexts(t)).enable ?? t(errorKey(error)) });
    } finally {
      setBusy(false);
    }
  };

  const confirmed = (enable: boolean) => {
    const account = useSessionStore.getState().account;
    if (account) useSessionStore.getState().setAccount({ ...account, two_factor_auth: enable });
    setOutcome({ ok: true, text: t(enable ? 'security.twoFactor.enabled' : 'security.twoFactor.disabled') });
    setPending(null);
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
        <TwoFactorCodeForm
          messages={messages}
          onConfirmed={() => confirmed(pending)}
          onFailed={(text) => setOutcome({ ok: false, text })}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
