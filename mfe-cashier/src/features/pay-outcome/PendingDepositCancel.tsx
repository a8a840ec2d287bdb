import { useRef, useState } from 'react';
import { formatDate, formatTime, useNavigate, useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { useLocalePath } from '@casino/shared/remote';
import { createKeyKeeper } from '../../lib/idempotency';
import { errorKey } from '../../lib/errors';
import { cancelDeposit } from '../history';
import type { TransactionInfo } from './usePolledTransaction';
import styles from './PayOutcome.module.css';

/** An unpaid deposit on the pending page: when it lapses by itself, and the player's way to cancel it now. */
export function PendingDepositCancel({ info }: { info: TransactionInfo }) {
  const { t } = useTranslation('cashier');
  const to = useLocalePath();
  const navigate = useNavigate();
  const keys = useRef(createKeyKeeper()).current;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelDeposit(info.id, keys.keyFor(info.id));
      keys.done();
      void navigate(to('/cashier/paycancel'), { replace: true });
    } catch (e) {
      setError(t(errorKey(e)));
      setBusy(false);
    }
  };

  return (
    <>
      {info.expires_at !== undefined && (
        <p className={styles.text}>{t('outcome.pending.expires', { time: `${formatDate(info.expires_at)} ${formatTime(info.expires_at)}` })}</p>
      )}
      {info.can_cancel && (
        <Button variant="secondary" loading={busy} onClick={() => void cancel()}>
          {t('outcome.pending.cancel')}
        </Button>
      )}
      {error && (
        <p role="alert" className={styles.text}>
          {error}
        </p>
      )}
    </>
  );
}
