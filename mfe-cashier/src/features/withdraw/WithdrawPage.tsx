import { useState } from 'react';
import { Link, formatMoney, useBalanceVersion, useTranslation, type Result } from '@casino/shared';
import { Button, EmptyState, ErrorState, Skeleton } from '@casino/shared/ui';
import { useAsync, useLocalePath } from '@casino/shared/remote';
import { MethodList } from '../../components/MethodList';
import { errorKey } from '../../lib/errors';
import { useAccountCurrency } from '../../lib/currency';
import { loadWithdrawSettings } from './api';
import { WithdrawForm } from './WithdrawForm';
import styles from './Withdraw.module.css';

type Done = Result<'cashier.makewithdrawal'>;

/**
 * `/cashier/withdraw`: the main balance, the withdrawal methods of the currency and the chosen
 * method's form. Asked again whenever money moved (a withdrawal made here, a bonus activated, a
 * round played): the withdrawable amount always matches the header's real money.
 */
export function WithdrawPage() {
  const { t } = useTranslation('cashier');
  const to = useLocalePath();
  const currency = useAccountCurrency();
  const moneyMoved = useBalanceVersion();
  const data = useAsync((signal) => loadWithdrawSettings(signal), [currency, moneyMoved]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  if (data.status === 'pending' && !data.data) {
    return (
      <div className={styles.layout} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton shape="text" width="40%" />
        <Skeleton shape="block" height={88} />
        <Skeleton shape="block" height={240} />
      </div>
    );
  }
  if (data.status === 'error' || !data.data) {
    return <ErrorState heading={t('common.loadError')} text={t(errorKey(data.error))} action={{ label: t('common.retry'), onClick: data.reload }} />;
  }
  const settings = data.data;
  if (!settings.methods.length) return <EmptyState heading={t('withdraw.noMethods')} />;
  const method = settings.methods.find((m) => m.sysname === chosen) ?? settings.methods[0]!;

  return (
    <div className={styles.layout}>
      <p className={styles.available}>
        {t('withdraw.available')} <strong>{formatMoney(settings.available.amount, settings.available.currency)}</strong>
      </p>
      {settings.pending_count > 0 && (
        <p className={styles.muted}>
          <Link to={to('/cashier/history?tab=withdrawal')}>{t('withdraw.pending', { count: settings.pending_count })}</Link>
        </p>
      )}
      {done ? (
        <section className={styles.done} aria-labelledby="withdraw-done" role="status">
          <h2 id="withdraw-done" className={styles.formTitle}>
            {t('withdraw.doneTitle')}
          </h2>
          <p>
            {t(done.withdrawal_status === 'approved' ? 'withdraw.doneApprovedText' : 'withdraw.doneText', {
              amount: formatMoney(done.amount.amount, done.amount.currency),
              method: done.method_name,
            })}
          </p>
          <div className={styles.actions}>
            <Link className={styles.linkButton} to={to(`/cashier/receipt?id=${done.id}`)}>
              {t('withdraw.receipt')}
            </Link>
            <Button
              variant="secondary"
              onClick={() => {
                setDone(null);
                data.reload();
              }}
            >
              {t('withdraw.another')}
            </Button>
          </div>
        </section>
      ) : (
        <>
          <MethodList methods={settings.methods} selected={method.sysname} view="container" hrefOf={null} onSelect={setChosen} label={t('withdraw.methods')} />
          <WithdrawForm key={method.sysname} method={method} available={settings.available.amount} onDone={setDone} />
        </>
      )}
    </div>
  );
}
