import { formatMoney, type Money, useTranslation } from '@casino/shared';
import { ConfirmPanel } from '@casino/shared/ui';
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
  const close = () => platform().bus.emit('dialog:close', { id: dialogId });
  return (
    <ConfirmPanel
      className={styles.dialog}
      heading={t(`bonuses.confirm.${action}Title`)}
      confirmLabel={t(`bonuses.confirm.yes.${action}`)}
      cancelLabel={t('bonuses.confirm.cancel')}
      onCancel={close}
      describeError={(error) => t(bonusErrorKey(error) ?? errorKey(error))}
      onConfirm={async () => {
        await (action === 'deactivate' ? deactivate(bonusId) : remove(kind, bonusId));
        platform().bus.emit('toast:show', { text: t(`bonuses.done.${action}`), type: 'success' });
        platform().bus.emit('balance:changed', { reason: 'bonus' });
        close();
      }}
    >
      <p className={styles.dialogText}>{title}</p>
      <p className={styles.dialogText}>
        {forfeit && forfeit.amount > 0
          ? t('bonuses.confirm.forfeit', { amount: formatMoney(forfeit.amount, forfeit.currency) })
          : t(`bonuses.confirm.${forfeit ? 'forfeitNothing' : 'available'}`)}
      </p>
    </ConfirmPanel>
  );
}
