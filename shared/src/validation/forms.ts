/**
 * Ready-made schemas for the forms the shell renders (sign-in, registration, two-factor,
 * restore). Field names match the parameters of `auth.login`, `auth.register` and `auth.restore`.
 */
import { z } from 'zod';
import { messageFor, type MessagesMap } from './messages';
import * as rules from './rules';
import { checkboxField, optionalStringField, stringField } from './schemas';

export interface FormSchemaOptions {
  /** Overrides from `forms-config` (see `formMessages`). */
  messages?: MessagesMap;
}

export type LoginKind = 'email' | 'phone' | 'emailOrPhone';

/** Login as e-mail, phone, or either (an @ makes it an e-mail). */
export function loginField(kind: LoginKind = 'emailOrPhone', messages?: MessagesMap) {
  const options = { field: 'login', messages };
  return z.string({ error: () => messageFor({ type: 'required' }, 'login', messages) }).superRefine((value, ctx) => {
    const useEmail = kind === 'email' || (kind === 'emailOrPhone' && value.includes('@'));
    const found = useEmail ? rules.email(value) : rules.phone(value);
    if (found) ctx.addIssue({ code: 'custom', message: messageFor(found, options.field, messages), params: { type: found.type } });
  });
}

export function signInSchema({ messages }: FormSchemaOptions = {}) {
  return z.object({
    login: stringField('login', { field: 'login', messages }),
    password: stringField('password', { field: 'password', messages }),
  });
}
export type SignInValues = z.input<ReturnType<typeof signInSchema>>;

export interface RegistrationSchemaOptions extends FormSchemaOptions {
  loginKind?: LoginKind;
  /** Currencies the player may pick (general info `available_currencies`); any non-empty value when absent. */
  currencies?: readonly string[];
  /** `auth-config` registration terms: the checkbox must be ticked. */
  terms?: boolean;
}

export function registrationSchema({ messages, loginKind, currencies, terms = false }: RegistrationSchemaOptions = {}) {
  const currency = stringField('text', { field: 'currency', messages }).superRefine((value, ctx) => {
    if (currencies?.length && value.trim() !== '' && !currencies.includes(value)) {
      ctx.addIssue({ code: 'custom', message: messageFor({ type: 'regex' }, 'currency', messages), params: { type: 'regex' } });
    }
  });
  return z.object({
    login: loginField(loginKind, messages),
    password: stringField('password', { field: 'password', messages }),
    currency,
    // Promo codes are always valid here (spec §5); the server checks them.
    promo_code: optionalStringField('promocode', { field: 'promo_code', messages }),
    terms: checkboxField({ field: 'terms', messages, required: terms }),
    is_subscribed: checkboxField({ field: 'is_subscribed', messages }),
    mark_betting: checkboxField({ field: 'mark_betting', messages }),
  });
}
export type RegistrationValues = z.input<ReturnType<typeof registrationSchema>>;

export function twoFactorSchema({ messages }: FormSchemaOptions = {}) {
  return z.object({ code: stringField('twoFactorCode', { field: 'code', messages }) });
}
export type TwoFactorValues = z.input<ReturnType<typeof twoFactorSchema>>;

export function restoreSchema({ messages, loginKind }: FormSchemaOptions & { loginKind?: LoginKind } = {}) {
  return z.object({ login: loginField(loginKind, messages) });
}
export type RestoreValues = z.input<ReturnType<typeof restoreSchema>>;
