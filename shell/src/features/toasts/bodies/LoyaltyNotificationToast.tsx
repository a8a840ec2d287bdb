import type { ToastBodyProps } from './types';
import { checked } from './checked';
import styles from '../Toasts.module.css';

/** A loyalty notification (spec §9): its title and message. */
function LoyaltyNotificationToast({ data }: ToastBodyProps<'loyalty-notification'>) {
  return (
    <span className={styles.body}>
      <strong>{data.title}</strong>
      {data.message && <span>{data.message}</span>}
    </span>
  );
}

export default checked('loyalty-notification', LoyaltyNotificationToast);
