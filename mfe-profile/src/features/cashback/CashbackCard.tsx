import { useLayoutEffect, useId, useRef, useState } from 'react';
import { formatDate, formatMoney, formatTime, useTranslation } from '@casino/shared';
import { errorKey, useSecondsLeft } from '@casino/shared/remote';
import { Button, cx } from '@casino/shared/ui';
import { platform } from '../../lib/platform';
import { removeCashback, takeCashback, type Cashback } from './api';
import { periodOf, refusalKey, timeLeft } from './rules';
import styles from './Cashback.module.css';

export interface CashbackCardProps {
  item: Cashback;
  /** The server answered the record after a change. */
  onChange(item: Cashback): void;
  /** The server refused because the record changed elsewhere: read the list again. */
  onStale(): void;
}

type Action = 'take' | 'remove';

/** One cashback: period, amount, status, time left; take or decline it after a confirmation. */
export function CashbackCard({ item, onChange, onStale }: CashbackCardProps) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const periodId = useId();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggers = useRef<Record<Action, HTMLButtonElement | null>>({ take: null, remove: null });
  const returnFocus = useRef<Action | null>(null);

  const expiresAt = item.status === 'active' && item.receiving_expired_at !== null ? item.receiving_expired_at : null;
  const secondsLeft = useSecondsLeft(expiresAt === null ? 0 : expiresAt * 1000);
  // An active one whose time runs out while the page is open shows as expired at once.
  const status = expiresAt !== null && secondsLeft === 0 ? 'expired' : item.status;
  const amount = formatMoney(item.amount.amount, item.amount.currency);
  const title = typeof item.description.title === 'string' && item.description.title ? item.description.title : t('cashback.defaultTitle');
  const period = periodOf(item);
  const periodText = period.from !== null ? `${formatDate(period.from)} – ${formatDate(period.to)}` : formatDate(period.to);
  const left = timeLeft(secondsLeft);

  // The confirmation takes the focus (before paint, so the next key acts in it); cancelling gives it back to the button that asked.
  useLayoutEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (returnFocus.current) {
      triggers.current[returnFocus.current]?.focus();
      returnFocus.current = null;
    }
  }, [confirming]);

  const act = async (action: Action) => {
    setBusy(true);
    setAlert(null);
    try {
      const updated = action === 'take' ? await takeCashback(item.id) : await removeCashback(item.id);
      onChange(updated);
      if (action === 'take') platform().bus.emit('balance:changed', { reason: 'cashback' });
      platform().bus.emit('toast:show', { text: t(action === 'take' ? 'cashback.taken' : 'cashback.removed', { amount }), type: 'success' });
      setConfirming(null);
    } catch (error) {
      const refusal = refusalKey(error);
      setAlert(t(refusal ? `cashback.refused.${refusal}` : errorKey(error)));
      setConfirming(null);
      if (refusal) onStale();
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    returnFocus.current = confirming;
    setConfirming(null);
  };

  return (
    <li>
      <article className={styles.card} aria-labelledby={`${titleId} ${periodId}`}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.cardTitle}>
            {title}
          </h2>
          <span className={cx(styles.status, styles[status])}>{t(`cashback.status.${status}`)}</span>
        </div>
        <p className={styles.amount}>{amount}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('cashback.period')}</dt>
            <dd id={periodId}>{periodText}</dd>
          </div>
          {typeof item.percent === 'number' && (
            <div>
              <dt>{t('cashback.share')}</dt>
              <dd>{t('cashback.shareValue', { percent: item.percent })}</dd>
            </div>
          )}
          {status === 'active' && expiresAt !== null && (
            <div>
              <dt>{t('cashback.timeLeft')}</dt>
              <dd>
                <span className={styles.countdown}>{t('cashback.left', left)}</span>{' '}
                <span className={styles.muted}>{t('cashback.until', { date: formatDate(expiresAt), time: formatTime(expiresAt) })}</span>
              </dd>
            </div>
          )}
          {status === 'paid_out' && item.paid_out_at !== null && (
            <div>
              <dt>{t('cashback.paidOutAt')}</dt>
              <dd>{formatDate(item.paid_out_at)}</dd>
            </div>
          )}
        </dl>
        {status === 'active' &&
          (confirming ? (
            <div className={styles.confirm} role="group" aria-labelledby={`${titleId}-confirm`}>
              <p id={`${titleId}-confirm`} className={styles.question}>
                {t(confirming === 'take' ? 'cashback.confirmTake' : 'cashback.confirmRemove', { amount })}
              </p>
              <div className={styles.actions}>
                <Button
                  ref={confirmRef}
                  size="sm"
                  variant={confirming === 'take' ? 'primary' : 'secondary'}
                  loading={busy}
                  onClick={() => void act(confirming)}
                >
                  {t(confirming === 'take' ? 'cashback.yesTake' : 'cashback.yesRemove')}
                </Button>
                <Button size="sm" variant="ghost" onClick={cancel} disabled={busy}>
                  {t('cashback.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              <Button
                ref={(el) => {
                  triggers.current.take = el;
                }}
                size="sm"
                onClick={() => setConfirming('take')}
                aria-label={t('cashback.takeLabel', { amount, period: periodText })}
              >
                {t('cashback.take')}
              </Button>
              <Button
                ref={(el) => {
                  triggers.current.remove = el;
                }}
                size="sm"
                variant="ghost"
                onClick={() => setConfirming('remove')}
                aria-label={t('cashback.removeLabel', { amount, period: periodText })}
              >
                {t('cashback.remove')}
              </Button>
            </div>
          ))}
        {alert && (
          <p role="alert" className={styles.alert}>
            {alert}
          </p>
        )}
      </article>
    </li>
  );
}
