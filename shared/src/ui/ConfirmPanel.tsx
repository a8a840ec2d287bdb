import { useState, type ReactNode } from 'react';
import styles from './ConfirmPanel.module.css';
import { Button } from './Button';
import { cx } from './cx';

export interface ConfirmPanelProps {
  heading: ReactNode;
  /** What will happen, in the player's words (what is lost, how long it lasts). */
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Does the thing; when it throws, the panel stays open with `describeError`'s text and may be tried again. */
  onConfirm(): Promise<void>;
  onCancel(): void;
  describeError(error: unknown): string;
  className?: string;
}

/**
 * The body of a confirm dialog: a heading, what will happen, and "yes" (busy while the request
 * runs) or "cancel"; a failure is announced and leaves the choice open.
 */
export function ConfirmPanel({ heading, children, confirmLabel, cancelLabel, onConfirm, onCancel, describeError, className }: ConfirmPanelProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={cx(styles.panel, className)}>
      <h2 className={styles.heading}>{heading}</h2>
      {children}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="primary" loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
