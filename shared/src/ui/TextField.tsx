import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';
import { cx } from './cx';
import { useFieldIds } from './fieldIds';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  /** Message shown under the field; marks it invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** The label stays for assistive technology but is not shown. */
  hideLabel?: boolean;
  /** Something inside the field's right edge (a show-password toggle). */
  endAdornment?: ReactNode;
  className?: string;
}

/** A labelled input; hint and error are announced with it (aria-describedby, aria-invalid). */
export function TextField({
  label,
  error,
  hint,
  hideLabel = false,
  endAdornment,
  className,
  id,
  type = 'text',
  required,
  'aria-describedby': ariaDescribedBy,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  return (
    <div className={cx(styles.field, error && styles.invalid, endAdornment ? styles.withAdornment : null, className)}>
      <label htmlFor={ids.controlId} className={cx(styles.label, hideLabel && styles.visuallyHidden)}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={ids.controlId}
          type={type}
          required={required}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
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
