import { useState } from 'react';
import { formatMoney, type Money, useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { deactivate, remove } from './api';
import { bonusErrorKey, type BonusKind } from './rules';
import styles from './Bonuses.module.css';

/** The profile's dialog (opened through the shell's dialog host as `profile:bonus-confirm`, type confirm). */
export const CONFIRM_DIALOG = 'profile:bonus-confirm';

export interface BonusConfirmProps {
  bonusId: number;
  kind: BonusKind;
  action: 'deactivate' | 'remove';
  title: string;
  /** The bonus money the action forfeits (an active bonus), else null. */
  forfeit: Money | null;
  dialogId?: string;
}

/** Asks before a bonus is ended or removed, says what is lost, and does it. */
export function BonusConfirmDialog({ bonusId, kind, action, title, forfeit, dialogId }: BonusConfirmProps) {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => platform().bus.emit('dialog:close', { id: dialogId });
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await (action === 'deactivate' ? deactivate(bonusId) : remove(kind, bonusId));
      platform().bus.emit('toast:show', { text: t(`bonuses.done.${action}`), type: 'success' });
      platform().bus.emit('balance:changed', { reason: 'bonus' });
      close();
    } catch (error) {
      setFailure(t(bonusErrorKey(error) ?? errorKey(error)));
      setBusy(false);
    }
  };
  return (
    <div className={styles.dialog}>
      <h2 className={styles.heading}>{t(`bonuses.confirm.${action}Title`)}</h2>
      <p className={styles.dialogText}>{title}</p>
      <p className={styles.dialogText}>
        {forfeit && forfeit.amount > 0 ? t('bonuses.confirm.forfeit', { amount: formatMoney(forfeit.amount, forfeit.currency) }) : t(`bonuses.confirm.${forfeit ? 'forfeitNothing' : 'available'}`)}
      </p>
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="primary" loading={busy} onClick={() => void confirm()}>
          {t(`bonuses.confirm.yes.${action}`)}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('bonuses.confirm.cancel')}
        </Button>
      </div>
    </div>
  );
}
