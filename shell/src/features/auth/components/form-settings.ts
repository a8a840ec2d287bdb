import { useMemo } from 'react';
import { useConfigStore, useLocaleStore, useSessionStore } from '@casino/shared';
import { fieldMask, formMessages, registrationCurrency, type MessagesMap } from '@casino/shared/validation';
import { formModes, readAuthConfig, validationStrategy, type AuthConfig } from '../rules/config';

/** Messages of one auth form: the operator's texts, then the form's own overrides, then spec §5 (`formMessages`). */
export const authFormMessages: (formsConfig: unknown, form: string) => MessagesMap = formMessages;

/** Currencies offered at registration: the site's, narrowed by the form's currency conditions. */
export function registrationCurrencies(formsConfig: unknown, available: readonly string[] | undefined): string[] {
  const fields = (formsConfig as { registration?: unknown } | null | undefined)?.registration;
  const field = Array.isArray(fields) ? (fields as { name?: unknown; currencyConditions?: unknown }[]).find((f) => f?.name === 'currency') : undefined;
  const allowed = Array.isArray(field?.currencyConditions) ? field.currencyConditions.filter((c): c is string => typeof c === 'string') : null;
  const list = available?.length ? [...available] : ['USD'];
  return allowed?.length ? list.filter((c) => allowed.includes(c)) : list;
}

/**
 * The mask of a phone login (forms-config `login` field of the form; sign-in has no config of its
 * own and follows registration's); none when the site also takes e-mails there.
 */
export function loginMask(formsConfig: unknown, form: 'login' | 'registration' | 'restore', auth: Pick<AuthConfig, 'loginKind'>): string | null {
  if (auth.loginKind !== 'phone') return null;
  return fieldMask(formsConfig, form, 'login') ?? fieldMask(formsConfig, 'registration', 'login');
}

export interface AuthFormSettings {
  auth: AuthConfig;
  /** The login field's mask (phone logins only). */
  loginMask: string | null;
  messages: MessagesMap;
  modes: ReturnType<typeof formModes>;
  currencies: string[];
  /** Before a login is typed: the language's country's currency when offered, else the operator's default. */
  defaultCurrency: string;
  /** The currency to preselect for a login typed (a phone's country decides first; shared rule). */
  currencyFor: (login: string) => string;
}

/** What the auth forms read from the content config and general info, kept stable between renders. */
export function useAuthFormSettings(form: 'login' | 'registration' | 'restore'): AuthFormSettings {
  const authSection = useConfigStore((s) => s.config['auth-config']);
  const formsSection = useConfigStore((s) => s.config['forms-config']);
  const general = useSessionStore((s) => s.general);
  const locale = useLocaleStore((s) => s.locale);
  return useMemo(() => {
    const currencies = registrationCurrencies(formsSection, general?.available_currencies);
    const preferred = general?.default_currency;
    const operatorDefault = preferred && currencies.includes(preferred) ? preferred : (currencies[0] ?? 'USD');
    const currencyFor = (login: string) => registrationCurrency({ phone: login, locale, offered: currencies, operatorDefault });
    const auth = readAuthConfig(authSection);
    return {
      auth,
      loginMask: loginMask(formsSection, form, auth),
      messages: authFormMessages(formsSection, form),
      modes: formModes(validationStrategy(formsSection)),
      currencies,
      defaultCurrency: currencyFor(''),
      currencyFor,
    };
  }, [authSection, formsSection, general, form, locale]);
}
