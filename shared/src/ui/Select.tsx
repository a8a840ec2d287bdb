import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';
import { cx } from './cx';
import { useFieldIds } from './fieldIds';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** First, empty choice ("Choose…"); its value is ''. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  hideLabel?: boolean;
  className?: string;
}

/** A native select (best on phones and for assistive technology) in the site's look. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  hideLabel = false,
  className,
  id,
  required,
  'aria-describedby': ariaDescribedBy,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  return (
    <div className={cx(styles.field, error && styles.invalid, className)}>
      <label htmlFor={ids.controlId} className={cx(styles.label, hideLabel && styles.visuallyHidden)}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <select
        {...select}
        id={ids.controlId}
        required={required}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
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
