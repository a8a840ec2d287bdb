import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, formatMoney, useLocation, useParams, useSearchParams, useTranslation } from '@casino/shared';
import { Loader, cx } from '@casino/shared/ui';
import { useLocalePath } from '@casino/shared/remote';
import { PAYMENT_SUCCESS_RETURN_KEY, storage } from '../../lib/browser';
import { paymentReturnTarget } from '../../lib/payment-return';
import { platform } from '../../lib/platform';
import { OUTCOME_BUTTON, outcomeView, settledPath, transactionId, type OutcomeRoute } from './rules';
import { usePolledTransaction } from './usePolledTransaction';
import { PendingDepositCancel } from './PendingDepositCancel';
import styles from './PayOutcome.module.css';

const ICONS: Record<OutcomeRoute, string> = { success: '✓', fail: '✕', cancel: '↩', pending: '…', mobile: '📱', newwindow: '↗' };

/**
 * The payment outcome system pages (spec §2, §4): success, fail, pending (a loader while the
 * transaction is polled), cancel, mobile and new window, each with its button. With a
 * transaction they show its real status and amount.
 */
export function PayOutcomePage({ route }: { route: OutcomeRoute }) {
  const { t } = useTranslation('cashier');
  const to = useLocalePath();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const id = transactionId(params.transaction ?? search.get('transaction'));
  const { info, error, polling } = usePolledTransaction(id);
  const view = outcomeView(route, info?.status ?? null);
  const checkoutUrl = (location.state as { url?: unknown } | null)?.url;
  const announced = useRef(false);
  // Spec §2 `backUrl`: where the player goes on after a payment, else where the deposit was started from.
  const [returnTo] = useState(() => (route === 'success' ? paymentReturnTarget(search.get('backUrl'), storage()?.getItem(PAYMENT_SUCCESS_RETURN_KEY)) : null));

  // A paid deposit changed the balance: the header and the other parts hear it through the bus.
  useEffect(() => {
    if (view !== 'success' || !info || announced.current) return;
    announced.current = true;
    storage()?.removeItem(PAYMENT_SUCCESS_RETURN_KEY);
    platform().bus.emit('balance:changed', { reason: 'deposit' });
  }, [view, info]);

  // The pending page moves to the page of the outcome once the transaction settles.
  if (route === 'pending' && info && id !== null && info.status !== 'pending') {
    return <Navigate to={to(settledPath(id, info.status))} replace />;
  }

  // Until the transaction is read, nothing is claimed about it.
  if (id !== null && !info) {
    return (
      <section className={styles.page} aria-labelledby="pay-checking-title" aria-busy={!error || undefined}>
        <h1 id="pay-checking-title" className={styles.title}>
          {t(error ? 'receipt.notFound' : 'outcome.checking.title')}
        </h1>
        {error ? (
          <Link className={styles.button} to={to('/cashier/deposit')}>
            {t('outcome.toDeposit')}
          </Link>
        ) : (
          <Loader label={t('outcome.checking.wait')} />
        )}
      </section>
    );
  }

  const button = OUTCOME_BUTTON[view];
  const headingId = `pay-${view}-title`;
  return (
    <section className={cx(styles.page, styles[view])} aria-labelledby={headingId}>
      <span className={styles.icon} aria-hidden="true">
        {ICONS[view]}
      </span>
      <h1 id={headingId} className={styles.title}>
        {t(`outcome.${view}.title`)}
      </h1>
      {view === 'pending' && polling && <Loader label={t('outcome.pending.wait')} />}
      <p className={styles.text}>{t(`outcome.${view}.text`)}</p>
      {info && (
        <dl className={styles.details}>
          <dt>{t('common.amount')}</dt>
          <dd>{formatMoney(info.amount.amount, info.amount.currency)}</dd>
          <dt>{t('common.method')}</dt>
          <dd>{info.method_name}</dd>
          <dt>{t('common.transaction')}</dt>
          <dd>
            <Link to={to(`/cashier/receipt?id=${info.id}`)}>#{info.id}</Link>
          </dd>
          {info.bonus && view === 'success' && (
            <>
              <dt>{t('common.bonus')}</dt>
              <dd>{formatMoney(info.bonus.amount, info.bonus.currency)}</dd>
            </>
          )}
        </dl>
      )}
      {info?.bonus && view === 'success' && (
        <p className={styles.text}>
          {t('outcome.success.bonus')} <Link to={to('/profile/bonuses')}>{t('outcome.success.bonusLink')}</Link>
        </p>
      )}
      {view === 'pending' && !polling && info?.status === 'pending' && <p className={styles.text}>{t('outcome.pending.later')}</p>}
      {view === 'pending' && info?.status === 'pending' && info.type === 'deposit' && <PendingDepositCancel info={info} />}
      {(view === 'mobile' || view === 'newwindow') && typeof checkoutUrl === 'string' && checkoutUrl.startsWith('/payments/') && (
        <a className={styles.secondary} href={checkoutUrl} target="_blank" rel="noopener">
          {t(`outcome.${view}.open`)}
        </a>
      )}
      {button === 'gamehall' && returnTo?.kind === 'external' ? (
        // A partner's page the operator allowed (spec §2 `backUrl`): the player goes back there.
        <a className={styles.button} href={returnTo.url}>
          {t('outcome.returnTo', { host: new URL(returnTo.url).host })}
        </a>
      ) : (
        button && (
          <Link className={styles.button} to={button === 'gamehall' ? to(returnTo?.kind === 'internal' ? returnTo.path : '/gamehall') : to('/cashier/deposit')}>
            {button === 'gamehall' ? t(returnTo ? 'outcome.continue' : 'outcome.toGamehall') : t('outcome.toDeposit')}
          </Link>
        )
      )}
    </section>
  );
}

export const PaySuccessPage = () => <PayOutcomePage route="success" />;
export const PayFailPage = () => <PayOutcomePage route="fail" />;
export const PayPendingPage = () => <PayOutcomePage route="pending" />;
export const PayCancelPage = () => <PayOutcomePage route="cancel" />;
export const PayMobilePage = () => <PayOutcomePage route="mobile" />;
export const PayNewWindowPage = () => <PayOutcomePage route="newwindow" />;
