import { formatMoney } from '@casino/shared';
import styles from './Money.module.css';
import { cx } from './cx';

export interface MoneyProps {
  amount: number;
  currency?: string;
  /** Colours negative amounts (history, adjustments). */
  signed?: boolean;
  className?: string;
}

/** An amount as spec §9 writes it: comma thousands, 2 decimals, then the currency ("1,500.00 UZS"). */
export function Money({ amount, currency, signed = false, className }: MoneyProps) {
  return <span className={cx(styles.money, signed && amount < 0 && styles.negative, className)}>{formatMoney(amount, currency)}</span>;
}
