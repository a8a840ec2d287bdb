import { useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import type { ToastBodyProps } from './types';
import { checked } from './checked';
import styles from '../Toasts.module.css';

/** A bonus credited: what it is, how much, and the way to the player's bonuses. */
function BonusCreditedToast({ data }: ToastBodyProps<'bonus-credited'>) {
  const { t } = useTranslation('shell');
  return (
    <span className={styles.body}>
      <strong>{data.title}</strong>
      {data.amount && <span>{data.amount}</span>}
      <LocaleLink to="/profile/bonuses" className={styles.link}>
        {t('toasts.toBonuses')}
      </LocaleLink>
    </span>
  );
}

export default checked('bonus-credited', BonusCreditedToast);
