import { validateValue, type MessagesMap } from '@casino/shared/validation';
import type { FieldErrors } from '../../lib/form';

export interface PasswordValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** Spec §5: the new password by the password rule; the repeat must equal the new one (same-as). */
export function validatePasswordChange(values: PasswordValues, messages: MessagesMap): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: keyof PasswordValues, previous?: string) => {
    const message = validateValue('password', values[field], previous === undefined ? {} : { previous }, { field, messages });
    if (message) errors[field] = message;
  };
  // The current password is only asked for: it may predate today's rules, the server checks it.
  const old = validateValue('text', values.old_password, {}, { field: 'old_password', messages });
  if (old) errors.old_password = old;
  check('password');
  check('password_confirmation', values.password);
  return errors;
}

/** Spec §5: a fake name of at least 4 letters or digits, at most the stored length. */
export function validateFakeName(value: string, messages: MessagesMap): FieldErrors {
  const message = validateValue('fakeName', value, {}, { field: 'fakename', messages });
  return message ? { fakename: message } : {};
}

/** Two-factor codes: 6 digits. */
export function validateCode(value: string, messages: MessagesMap): FieldErrors {
  const message = validateValue('twoFactorCode', value.trim(), {}, { field: 'code', messages });
  return message ? { code: message } : {};
}
