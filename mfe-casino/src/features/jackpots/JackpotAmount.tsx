import { formatMoney, type Money as MoneyValue } from '@casino/shared';
import { useTickingAmount } from './ticking';
import styles from './Jackpots.module.css';

/** The ticking counter; assistive technology hears the real amount, not every tick. */
export function JackpotAmount({ amount, large = false }: { amount: MoneyValue; large?: boolean }) {
  const shown = useTickingAmount(amount.amount);
  return (
    <p className={large ? `${styles.amount} ${styles.large}` : styles.amount}>
      <span aria-hidden="true" data-testid="jackpot-amount">
        {formatMoney(shown, amount.currency)}
      </span>
      <span className={styles.visuallyHidden}>{formatMoney(amount.amount, amount.currency)}</span>
    </p>
  );
}
