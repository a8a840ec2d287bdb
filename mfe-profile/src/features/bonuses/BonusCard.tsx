import { useId, useState } from 'react';
import { formatDate, formatMoney, useTranslation } from '@casino/shared';
import { Button, cx } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { activate } from './api';
import { CONFIRM_DIALOG, type BonusConfirmProps } from './BonusConfirmDialog';
import { Progress } from './Progress';
import { bonusActions, bonusErrorKey, bonusTitle, forfeits, wageringPercent, type BonusAction, type BonusItem, type BonusKind } from './rules';
import styles from './Bonuses.module.css';

const money = (m: { amount: number; currency: string }) => formatMoney(m.amount, m.currency);

/** One bonus: what it gives, its wagering, its time, and what the player may do with it. */
export function BonusCard({ bonus, kind, anotherActive, onChanged }: { bonus: BonusItem; kind: BonusKind; anotherActive: boolean; onChanged(): void }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = bonusTitle(bonus, (source) => t(`bonuses.source.${source}`));
  const actions = bonusActions(bonus, kind, anotherActive);
  const percent = wageringPercent(bonus);
  const live = bonus.status === 'available' || bonus.status === 'active';

  const run = async (action: BonusAction) => {
    setFailure(null);
    if (action !== 'activate') {
      // Losing bonus money, or a bonus, is confirmed first (the dialog makes the call).
      const props: BonusConfirmProps = { bonusId: bonus.id, kind, action, title, forfeit: forfeits(bonus, action) ? bonus.balance : null };
      platform().bus.emit('dialog:open', { id: CONFIRM_DIALOG, type: 'confirm', props: { ...props } });
      return;
    }
    setBusy(true);
    try {
      await activate(kind, bonus.id);
      platform().bus.emit('toast:show', { text: t('bonuses.activated'), type: 'success' });
      platform().bus.emit('balance:changed', { reason: 'bonus' });
      onChanged();
    } catch (error) {
      setFailure(t(bonusErrorKey(error) ?? errorKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={cx(styles.card, bonus.status === 'active' && styles.activeCard)} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {title}
        </h3>
        <span className={cx(styles.badge, styles[`status_${bonus.status}`])}>{t(`bonuses.status.${bonus.status}`)}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('bonuses.amount')}</dt>
          <dd>{money(bonus.amount)}</dd>
        </div>
        {bonus.balance && (
          <div>
            <dt>{t('bonuses.balance')}</dt>
            <dd>{money(bonus.balance)}</dd>
          </div>
        )}
        <div>
          <dt>{t('bonuses.wagerLabel')}</dt>
          <dd>{t('bonuses.wager', { wager: bonus.wager })}</dd>
        </div>
        <div>
          <dt>{live ? t('bonuses.expiresLabel') : t('bonuses.endedLabel')}</dt>
          <dd>{formatDate((live ? bonus.expires_at : (bonus.finished_at ?? bonus.expires_at)) * 1000)}</dd>
        </div>
        {bonus.converted && bonus.converted.amount > 0 && (
          <div>
            <dt>{t('bonuses.converted')}</dt>
            <dd>{money(bonus.converted)}</dd>
          </div>
        )}
        {bonus.forfeited && bonus.forfeited.amount > 0 && (
          <div>
            <dt>{t('bonuses.forfeited')}</dt>
            <dd>{money(bonus.forfeited)}</dd>
          </div>
        )}
      </dl>
      <Progress
        label={t('bonuses.wagering', { title })}
        percent={percent}
        text={t('bonuses.wageringValue', { wagered: formatMoney(bonus.wagering.wagered.amount), required: money(bonus.wagering.required) })}
      />
      {bonus.freespin_pack_id !== null && live && <p className={styles.muted}>{t('bonuses.fromFreespins')}</p>}
      {bonus.status === 'available' && anotherActive && <p className={styles.muted}>{t('bonuses.oneActive')}</p>}
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'activate' ? 'primary' : 'secondary'}
              loading={busy && action === 'activate'}
              onClick={() => void run(action)}
              aria-describedby={titleId}
            >
              {t(`bonuses.${action}`)}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
