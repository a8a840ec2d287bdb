import { formatDate, formatTime, useTranslation, type ExclusionPeriod } from '@casino/shared';
import { ConfirmPanel } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { serverFieldErrors } from '../../lib/server-errors';
import { excludeFromPlay } from './api';
import { confirmKind, expectedEnd } from './rules';
import styles from './ResponsibleGaming.module.css';

interface Props {
  period: ExclusionPeriod;
  /** Given by the shell's dialog host. */
  dialogId?: string;
}

const when = (date: Date) => ({ date: formatDate(date), time: formatTime(date) });

/**
 * The confirm dialog of a time-out or self-exclusion (shell dialog host, type confirm): says how
 * long, that every session ends now, and that the site cannot undo or shorten it. On "yes" the
 * server stores it and ends the sessions; the browser is signed out with them.
 */
export default function ExclusionConfirm({ period, dialogId }: Props) {
  const { t } = useTranslation('profile');
  const kind = confirmKind(period);
  const end = expectedEnd(period, new Date());
  const bus = platform().bus;
  const close = () => bus.emit('dialog:close', { ...(dialogId ? { id: dialogId } : {}), immediate: true });

  const own = {
    'The current exclusion lasts longer': t('responsible.exclusion.longer'),
    'The exclusion is permanent': t('responsible.exclusion.permanentAlready'),
  };

  return (
    <ConfirmPanel
      className={styles.confirm}
      heading={t(`responsible.confirm.${kind}.title`)}
      confirmLabel={t('responsible.confirm.yes')}
      cancelLabel={t('responsible.confirm.cancel')}
      onCancel={close}
      describeError={(failure) => serverFieldErrors(failure, ['period'], {}, own).period ?? t(errorKey(failure))}
      onConfirm={async () => {
        const taken = await excludeFromPlay(period);
        close();
        const until = taken.until === null ? null : new Date(taken.until * 1000);
        bus.emit('toast:show', {
          text: until ? t('responsible.exclusion.doneUntil', when(until)) : t('responsible.exclusion.donePermanent'),
          type: 'info',
          time: 10_000,
        });
        bus.emit('session:ended', { reason: 'exclusion' });
      }}
    >
      <p className={styles.period}>
        {end ? t('responsible.confirm.until', { period: t(`responsible.exclusion.periods.${period}`), ...when(end) }) : t('responsible.confirm.forever')}
      </p>
      <ul className={styles.consequences}>
        <li>{t('responsible.confirm.sessions')}</li>
        <li>{t(end ? 'responsible.confirm.noPlay' : 'responsible.confirm.noPlayEver')}</li>
        <li>
          <strong>{t(end ? 'responsible.confirm.final' : 'responsible.confirm.finalPermanent')}</strong>
        </li>
      </ul>
    </ConfirmPanel>
  );
}
