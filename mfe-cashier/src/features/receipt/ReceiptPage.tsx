import { useRef, useState } from 'react';
import { Link, formatDate, formatMoney, formatTime, useSearchParams, useTranslation } from '@casino/shared';
import { Button, ErrorState, Skeleton } from '@casino/shared/ui';
import { useAsync, useLocalePath } from '@casino/shared/remote';
import { errorKey } from '../../lib/errors';
import { createKeyKeeper } from '../../lib/idempotency';
import { api, platform } from '../../lib/platform';
import { stageNoteKey, statusKey } from '../../lib/status';
import styles from './Receipt.module.css';

const when = (unix: number) => `${formatDate(unix)} ${formatTime(unix)}`;

/** `/cashier/receipt?id=`: one deposit or withdrawal in full, printable; a pending withdrawal can be cancelled here. */
export function ReceiptPage() {
  const { t } = useTranslation('cashier');
  const to = useLocalePath();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const data = useAsync((signal) => (valid ? api().call('cashier.getdepositinfo', { id }, { signal }) : Promise.reject(new Error('no id'))), [id]);
  const [cancelled, setCancelled] = useState<typeof data.data | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keys = useRef(createKeyKeeper()).current;
  const info = cancelled ?? data.data;
  const note = info ? stageNoteKey(info) : null;

  if (!valid) return <ErrorState heading={t('receipt.notFound')} action={<Link to={to('/cashier/history')}>{t('wallet.allHistory')}</Link>} />;
  if (data.status === 'pending' && !info) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton shape="block" height={280} />
      </div>
    );
  }
  if (!info) return <ErrorState heading={t('receipt.notFound')} text={t(errorKey(data.error))} action={{ label: t('common.retry'), onClick: data.reload }} />;

  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await api().call('cashier.cancelwithdrawal', { id: info.id }, { idempotencyKey: keys.keyFor(info.id) });
      keys.done();
      setCancelled(next);
      platform().bus.emit('balance:changed', { reason: 'withdrawal_cancel' });
      platform().bus.emit('toast:show', { text: t('history.cancelled'), type: 'success' });
    } catch (error) {
      setFailure(t(errorKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <h2 id="receipt-title" className={styles.title}>
        {t(`receipt.title.${info.type}`, { id: info.id })}
      </h2>
      <dl className={styles.details}>
        <dt>{t('common.status')}</dt>
        <dd>{t(statusKey(info))}</dd>
        <dt>{t('common.amount')}</dt>
        <dd>{formatMoney(info.amount.amount, info.amount.currency)}</dd>
        {info.bonus && (
          <>
            <dt>{t('common.bonus')}</dt>
            <dd>{formatMoney(info.bonus.amount, info.bonus.currency)}</dd>
          </>
        )}
        <dt>{t('common.method')}</dt>
        <dd>{info.method_name}</dd>
        {Object.entries(info.requisites).map(([name, value]) => (
          <div key={name} className={styles.pair}>
            <dt>{t(`receipt.requisites.${name}`, { defaultValue: name })}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt>{t('receipt.created')}</dt>
        <dd>{when(info.created_at)}</dd>
        <dt>{t('receipt.updated')}</dt>
        <dd>{when(info.updated_at)}</dd>
        {info.domain && (
          <>
            <dt>{t('receipt.domain')}</dt>
            <dd>{info.domain}</dd>
          </>
        )}
      </dl>
      {note && <p className={styles.note}>{t(note)}</p>}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        {info.can_cancel && (
          <Button variant="secondary" loading={busy} onClick={() => void cancel()}>
            {t('receipt.cancel')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        <Link to={to(`/cashier/history?tab=${info.type}`)}>{t('wallet.allHistory')}</Link>
      </div>
    </article>
  );
}
