import { useState } from 'react';
import { Link, formatMoney, useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { useLocalePath } from '@casino/shared/remote';
import styles from './Withdraw.module.css';

export interface WithdrawForfeitProps {
  /** The bonus money the withdrawal forfeits (major units). */
  amount: number;
  currency: string;
  /** The amount asked for. */
  withdrawal: number;
  refusal: string | null;
  onConfirm(): Promise<void>;
  onBack(): void;
}

/**
 * The confirm step of a withdrawal while a bonus is active: bonus money is never withdrawable and
 * wagering cannot be skipped, so the withdrawal forfeits the bonus; the player agrees or goes back.
 */
export function WithdrawForfeit({ amount, currency, withdrawal, refusal, onConfirm, onBack }: WithdrawForfeitProps) {
  const { t } = useTranslation('cashier');
  const to = useLocalePath();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.form} aria-labelledby="withdraw-forfeit-title">
      <h2 id="withdraw-forfeit-title" className={styles.formTitle}>
        {t('withdraw.forfeit.title')}
      </h2>
      <p>{t('withdraw.forfeit.text', { amount: formatMoney(amount, currency), withdrawal: formatMoney(withdrawal, currency) })}</p>
      <p className={styles.muted}>
        {t('withdraw.forfeit.why')} <Link to={to('/profile/bonuses')}>{t('withdraw.forfeit.bonuses')}</Link>
      </p>
      {refusal && (
        <div role="alert" className={styles.alert}>
          <p>{refusal}</p>
        </div>
      )}
      <div className={styles.actions}>
        <Button size="lg" loading={busy} onClick={() => void confirm()}>
          {t('withdraw.forfeit.confirm')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onBack}>
          {t('withdraw.forfeit.back')}
        </Button>
      </div>
    </section>
  );
}
