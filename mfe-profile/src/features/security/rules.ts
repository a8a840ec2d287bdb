import { z } from 'zod';
import { stringField, twoFactorSchema, withSameAs, type MessagesMap } from '@casino/shared/validation';

export interface PasswordValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** The fields of the password form, in the order it shows them (the first wrong one gets the cursor). */
export const PASSWORD_FIELDS = ['old_password', 'password', 'password_confirmation'] as const;

/** Spec §5: the new password and its repeat by the password rule; the repeat must equal the new one (same-as). */
export function passwordChangeSchema(messages: MessagesMap) {
  const fields = z.object({
    // The current password is only asked for: it may predate today's rules, the server checks it.
    old_password: stringField('text', { field: 'old_password', messages }),
    password: stringField('password', { field: 'password', messages }),
    password_confirmation: stringField('password', { field: 'password_confirmation', messages }),
  });
  return withSameAs(fields, 'password_confirmation', 'password', messages);
}

export interface FakeNameValues {
  fakename: string;
}

/** Spec §5: a fake name of at least 4 letters or digits, at most the stored length. */
export function fakeNameSchema(messages: MessagesMap) {
  return z.object({ fakename: stringField('fakeName', { field: 'fakename', messages }) });
}

/** Two-factor codes: 6 digits (the shell's sign-in code step uses the same schema). */
export const twoFactorCodeSchema = (messages: MessagesMap) => twoFactorSchema({ messages });

/** The server's two-factor texts (spec §8) and the keys (under `security.twoFactor.errors.`) of their translations. */
const TWO_FACTOR_TEXTS = {
  'Code must contain 6 digits': 'format',
  'Time expired': 'expired',
  'Code is invalid': 'invalid',
  'Two-factor authentication is already enabled': 'alreadyEnabled',
  'Two-factor authentication is already disabled': 'alreadyDisabled',
} as const;

/** Server text → the player's language, for the texts of spec §8 the security page names. */
export function twoFactorTexts(t: (key: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(TWO_FACTOR_TEXTS).map(([text, key]) => [text, t(`security.twoFactor.errors.${key}`)]));
}
