import { useTranslation, type Money as Amount } from '@casino/shared';
import { Button, Money } from '@casino/shared/ui';
import { formatPlayed, minutesPlayed } from './schedule';
import styles from './RealityCheck.module.css';

export interface RealityCheckProps {
  /** The sign-in on this browser's clock (ms). */
  startedMs: number;
  /** Real money since sign-in; null when the server could not tell. */
  totals: { bet: Amount; won: Amount; net: Amount } | null;
  onContinue(): void;
  onLimits(): void;
  onSignOut(): void;
}

/** The reality check (responsible gaming): time played since sign-in and the net result of real money. */
export default function RealityCheckDialog({ startedMs, totals, onContinue, onLimits, onSignOut }: RealityCheckProps) {
  const { t } = useTranslation('shell');
  const played = formatPlayed(minutesPlayed(startedMs, Date.now()), t);
  return (
    <div className={styles.check}>
      <h2 className={styles.title}>{t('realityCheck.title')}</h2>
      <p className={styles.played}>{t('realityCheck.played', { time: played })}</p>
      {totals ? (
        <dl className={styles.totals}>
          <div>
            <dt>{t('realityCheck.bet')}</dt>
            <dd>
              <Money amount={totals.bet.amount} currency={totals.bet.currency} />
            </dd>
          </div>
          <div>
            <dt>{t('realityCheck.won')}</dt>
            <dd>
              <Money amount={totals.won.amount} currency={totals.won.currency} />
            </dd>
          </div>
          <div className={styles.net}>
            <dt>{t('realityCheck.net')}</dt>
            <dd>
              <Money amount={totals.net.amount} currency={totals.net.currency} signed />
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.hint}>{t('realityCheck.noTotals')}</p>
      )}
      <div className={styles.actions}>
        <Button onClick={onContinue}>{t('realityCheck.continue')}</Button>
        <Button variant="secondary" onClick={onSignOut}>
          {t('realityCheck.signOut')}
        </Button>
        <Button variant="ghost" onClick={onLimits}>
          {t('realityCheck.limits')}
        </Button>
      </div>
    </div>
  );
}
