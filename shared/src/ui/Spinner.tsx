import styles from './Spinner.module.css';
import { cx } from './cx';
import { useUiStrings } from './strings';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Spoken text; defaults to "loading" in the page's language. */
  label?: string;
  /** Only a visual: no role, hidden from assistive technology (inside a busy button). */
  decorative?: boolean;
  className?: string;
}

/** A spinning ring; announced as a status unless decorative. */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const strings = useUiStrings();
  if (decorative) return <span className={cx(styles.spinner, styles[size], className)} aria-hidden="true" />;
  return <span role="status" aria-label={label ?? strings.loading} className={cx(styles.spinner, styles[size], className)} />;
}

export interface LoaderProps {
  /** Visible text under the spinner; defaults to "loading" in the page's language, read but not shown. */
  label?: string;
  size?: SpinnerSize;
  className?: string;
}

/** A block-level loading state: a spinner centred in its area, announced once as a status. */
export function Loader({ label, size = 'lg', className }: LoaderProps) {
  const strings = useUiStrings();
  return (
    <div role="status" className={cx(styles.loader, className)}>
      <Spinner size={size} decorative />
      <span className={label ? undefined : styles.visuallyHidden}>{label ?? strings.loading}</span>
    </div>
  );
}
