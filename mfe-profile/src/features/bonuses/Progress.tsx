import { ProgressBar } from '@casino/shared/ui';
import styles from './Bonuses.module.css';

/** A labelled progress bar: the value is read out as text ("5.00 / 500.00 USD"), the bar is its picture. */
export function Progress({ label, percent, text }: { label: string; percent: number; text: string }) {
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span>{label}</span>
        <span>{text}</span>
      </div>
      <ProgressBar label={label} percent={percent} valueText={`${text} (${percent}%)`} />
    </div>
  );
}
