import { useId, useState } from 'react';
import styles from './Field.module.css';
import { TextField, type TextFieldProps } from './TextField';
import { useUiStrings } from './strings';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Spoken name of the toggle while the password is visible. */
  hidePasswordLabel?: string;
  /** Spoken name of the toggle while the password is hidden. */
  showPasswordLabel?: string;
}

/** A password input with a show/hide toggle (a pressed-state button controlling the input). */
export function PasswordField({ id, showPasswordLabel, hidePasswordLabel, autoComplete = 'current-password', ...rest }: PasswordFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const [visible, setVisible] = useState(false);
  const strings = useUiStrings();
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      aria-controls={inputId}
      aria-pressed={visible}
      aria-label={visible ? (hidePasswordLabel ?? strings.hidePassword) : (showPasswordLabel ?? strings.showPassword)}
      onClick={() => setVisible((v) => !v)}
    >
      <EyeIcon crossed={visible} />
    </button>
  );
  return <TextField {...rest} id={inputId} type={visible ? 'text' : 'password'} autoComplete={autoComplete} endAdornment={toggle} />;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
