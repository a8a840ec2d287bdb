import styles from './ProgressBar.module.css';
import { cx } from './cx';

export interface ProgressBarProps {
  /** The bar's spoken name ("Progress to the next level"). */
  label: string;
  /** 0–100; values outside are clamped, fractions rounded. */
  percent: number;
  /** Read instead of the bare percentage ("5.00 / 500.00 USD (1%)"); defaults to "N%". */
  valueText?: string;
  size?: 'md' | 'sm';
  className?: string;
}

/** Percentage a bar shows: whole numbers from 0 to 100, whatever the caller computed. */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
}

/** A labelled progress bar (role=progressbar with its value as text); the coloured fill is only its picture. */
export function ProgressBar({ label, percent, valueText, size = 'md', className }: ProgressBarProps) {
  const value = clampPercent(percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText ?? `${value}%`}
      className={cx(styles.bar, size === 'sm' && styles.thin, className)}
    >
      <span className={styles.fill} style={{ width: `${value}%` }} />
    </div>
  );
}
