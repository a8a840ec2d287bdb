import { useEffect, useState } from 'react';
import { useSessionStore, useTranslation } from '@casino/shared';
import { Button, EmptyState, ErrorState, Loader } from '@casino/shared/ui';
import { errorKey, LocaleLink, useAsync } from '@casino/shared/remote';
import { useProfileFeatures } from '../../lib/config';
import { createApplicant, getAccessToken, loadStatus, refreshAccount, setOnVerification } from './api';
import { ProviderFrame } from './ProviderFrame';
import { canStart, verificationView, type ProviderEvent } from './rules';
import styles from './Verification.module.css';

type Notice = { ok: boolean; text: string } | null;

/** How often a page in review asks whether the decision came. */
export const REVIEW_POLL_MS = 15_000;

/**
 * Spec §2 /profile/verification: where the player's identity verification stands, and the identity
 * provider's page in a frame to send a document. The decision comes from the provider to the server;
 * this page only tells the server the player submitted, and shows the state the server answers.
 */
export function VerificationPage() {
  const { t } = useTranslation('profile');
  const features = useProfileFeatures();
  const account = useSessionStore((s) => s.account);
  const state = useAsync(
    async (signal) => {
      // The account is read again too: a decision may have arrived since the session was loaded.
      const [status] = await Promise.all([loadStatus(signal), refreshAccount(signal).catch(() => undefined)]);
      return status;
    },
    [],
    features.identityVerification,
  );
  const [frame, setFrame] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const view = state.data ? verificationView(state.data.status, account) : null;
  const { reload } = state;

  // A decision made while the page is open shows without a reload: the review is asked again now and then.
  useEffect(() => {
    if (view !== 'inReview') return;
    const timer = setInterval(() => document.visibilityState === 'visible' && reload(), REVIEW_POLL_MS);
    return () => clearInterval(timer);
  }, [view, reload]);

  if (!features.identityVerification) {
    return (
      <section className={styles.page} aria-labelledby="verification-title">
        <h1 id="verification-title" className={styles.title}>
          {t('verification.title')}
        </h1>
        <EmptyState heading={t('verification.unavailable')} />
      </section>
    );
  }

  const start = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await createApplicant();
      const { url } = await getAccessToken();
      setFrame(url);
    } catch (error) {
      setNotice({ ok: false, text: t(errorKey(error)) });
    } finally {
      setBusy(false);
    }
  };

  const onProviderEvent = async (event: ProviderEvent) => {
    if (event === 'expired') {
      setFrame(null);
      setNotice({ ok: false, text: t('verification.expired') });
      return;
    }
    setFrame(null);
    setBusy(true);
    try {
      await setOnVerification();
      await refreshAccount();
      setNotice({ ok: true, text: t('verification.submitted') });
    } catch (error) {
      setNotice({ ok: false, text: t(errorKey(error)) });
    } finally {
      setBusy(false);
      state.reload();
    }
  };

  return (
    <section className={styles.page} aria-labelledby="verification-title" aria-busy={busy || state.status === 'pending' || undefined}>
      <h1 id="verification-title" className={styles.title}>
        {t('verification.title')}
      </h1>
      {view && state.data ? (
        <div className={styles.card} aria-live="polite">
          <p className={styles.status}>
            {t('verification.statusLabel')} <strong className={styles[view]}>{t(`verification.status.${view}`)}</strong>
          </p>
          <p className={styles.muted}>{t(`verification.text.${view}`)}</p>
          {state.data.reasons.length > 0 && (view === 'retry' || view === 'rejected') && (
            <div>
              <p className={styles.reasonsTitle}>{t('verification.reasonsTitle')}</p>
              <ul className={styles.reasons}>
                {state.data.reasons.map((reason) => (
                  <li key={reason}>{t(`verification.reasons.${reason}`, { defaultValue: t('verification.reasons.other') })}</li>
                ))}
              </ul>
            </div>
          )}
          {notice && (
            <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? styles.ok : styles.alert}>
              {notice.text}
            </p>
          )}
          {view === 'rejected' && (
            <p>
              <LocaleLink to="/support">{t('verification.support')}</LocaleLink>
            </p>
          )}
          {canStart(view) && !frame && (
            <div className={styles.actions}>
              <Button loading={busy} onClick={start}>
                {t(view === 'retry' ? 'verification.retry' : 'verification.start')}
              </Button>
            </div>
          )}
          {busy && !canStart(view) && <Loader label={t('verification.sending')} size="sm" />}
        </div>
      ) : state.status === 'error' ? (
        <ErrorState heading={t('verification.loadError')} text={t(errorKey(state.error))} action={{ label: t('common.retry'), onClick: state.reload }} />
      ) : (
        <Loader label={t('verification.loading')} />
      )}
      {frame && (
        <div className={styles.frameBox}>
          <p className={styles.muted}>{t('verification.frameHint')}</p>
          <ProviderFrame url={frame} onEvent={(event) => void onProviderEvent(event)} />
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setFrame(null)}>
              {t('verification.close')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
