import { bus, formatDate, formatMoney, useTranslation } from '@casino/shared';
import { platform } from '../../lib/platform';
import type { CashbackItem } from '@casino/shared/api/schemas';
import { Button } from '@casino/shared/ui';
import styles from './Dialogs.module.css';

export interface UnseenCashbackDialogProps {
  cashback?: CashbackItem;
  dialogId?: string;
}

// Dialogs render outside the router: navigation goes through the platform.
/** The unseen cashback popup (spec §2, §4): what the latest cashback brought, and where to take it. */
export function UnseenCashbackDialog({ cashback, dialogId }: UnseenCashbackDialogProps) {
  const { t } = useTranslation('promotions');
  if (!cashback) return null;
  const amount = formatMoney(cashback.amount.amount, cashback.amount.currency);
  const open = () => {
    bus.emit('dialog:close', { id: dialogId });
    platform().navigate('/profile/cashback');
  };
  return (
    <div className={styles.body}>
      <h2 className={styles.title}>{t('cashback.title')}</h2>
      <p className={styles.text}>{t(cashback.status === 'active' ? 'cashback.active' : 'cashback.paidOut', { amount })}</p>
      {cashback.status === 'active' && cashback.receiving_expired_at && (
        <p className={styles.meta}>{t('cashback.until', { date: formatDate(cashback.receiving_expired_at * 1000) })}</p>
      )}
      <Button onClick={open}>{t('cashback.open')}</Button>
    </div>
  );
}
