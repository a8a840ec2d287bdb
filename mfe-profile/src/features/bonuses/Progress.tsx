import styles from './Bonuses.module.css';

/** A labelled progress bar: the value is read out as text ("5.00 / 500.00 USD"), the bar is its picture. */
export function Progress({ label, percent, text }: { label: string; percent: number; text: string }) {
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span>{label}</span>
        <span>{text}</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${text} (${percent}%)`} className={styles.bar}>
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
