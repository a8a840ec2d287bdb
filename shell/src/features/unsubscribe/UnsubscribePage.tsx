import { useEffect, useState } from 'react';
import { useSearchParams, useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import { Button, Loader } from '@casino/shared/ui';
import { api } from '../../platform/api';
import styles from '../../platform/ui/SystemPage.module.css';
import { outcomeOfError, tokenOf, type UnsubscribeOutcome } from './outcome';

/**
 * /unsubscribe?token=… (spec §2 system page): the link of a marketing e-mail. Sends the token to
 * `account.unsubscribe` (no session needed: the token is signed) and says whether it worked.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('shell');
  const [search] = useSearchParams();
  const token = tokenOf(search);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<UnsubscribeOutcome>(token ? { kind: 'pending' } : { kind: 'invalid' });

  useEffect(() => {
    if (!token) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    const controller = new AbortController();
    setOutcome({ kind: 'pending' });
    api.call('account.unsubscribe', { token }, { signal: controller.signal }).then(
      (answer) => !controller.signal.aborted && setOutcome({ kind: 'done', contact: answer.contact }),
      (error: unknown) => !controller.signal.aborted && setOutcome(outcomeOfError(error)),
    );
    return () => controller.abort();
  }, [token, attempt]);

  return (
    <section className={styles.page} aria-labelledby="unsubscribe-title" aria-busy={outcome.kind === 'pending' || undefined}>
      <h1 id="unsubscribe-title" className={styles.title}>
        {t('pages.unsubscribe.title')}
      </h1>
      {outcome.kind === 'pending' ? (
        <Loader label={t('unsubscribe.pending.text')} />
      ) : (
        <p className={styles.text} role={outcome.kind === 'done' ? 'status' : 'alert'}>
          {t(outcome.kind === 'done' ? `unsubscribe.done.${outcome.contact}` : `unsubscribe.${outcome.kind}.text`)}
        </p>
      )}
      {outcome.kind === 'done' && (
        <LocaleLink to="/" className={styles.button}>
          {t('unsubscribe.home')}
        </LocaleLink>
      )}
      {outcome.kind === 'invalid' && (
        <LocaleLink to="/profile/contacts" className={styles.button}>
          {t('unsubscribe.toContacts')}
        </LocaleLink>
      )}
      {outcome.kind === 'failed' && <Button onClick={() => setAttempt((n) => n + 1)}>{t('unsubscribe.retry')}</Button>}
    </section>
  );
}
