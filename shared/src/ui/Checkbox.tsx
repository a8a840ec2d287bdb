import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';
import { cx } from './cx';
import { useFieldIds } from './fieldIds';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
}

/** A native checkbox with its label, hint and error tied to it. */
export function Checkbox({ label, error, hint, className, id, 'aria-describedby': ariaDescribedBy, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  return (
    <div className={cx(styles.check, error && styles.invalid, className)}>
      <input {...input} id={ids.controlId} type="checkbox" className={styles.box} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} />
      <label htmlFor={ids.controlId} className={styles.checkLabel}>
        {label}
      </label>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
