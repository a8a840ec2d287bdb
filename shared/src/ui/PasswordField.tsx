import { Icon } from './icons';
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
  return <Icon name={crossed ? 'eye-off' : 'eye'} width="20" height="20" />;
}
