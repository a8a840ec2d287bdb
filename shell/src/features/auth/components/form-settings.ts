import { useMemo } from 'react';
import { useConfigStore, useSessionStore } from '@casino/shared';
import { formMessages, type MessagesMap } from '@casino/shared/validation';
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

export interface AuthFormSettings {
  auth: AuthConfig;
  messages: MessagesMap;
  modes: ReturnType<typeof formModes>;
  currencies: string[];
  defaultCurrency: string;
}

/** What the auth forms read from the content config and general info, kept stable between renders. */
export function useAuthFormSettings(form: 'login' | 'registration' | 'restore'): AuthFormSettings {
  const authSection = useConfigStore((s) => s.config['auth-config']);
  const formsSection = useConfigStore((s) => s.config['forms-config']);
  const general = useSessionStore((s) => s.general);
  return useMemo(() => {
    const currencies = registrationCurrencies(formsSection, general?.available_currencies);
    const preferred = general?.default_currency;
    return {
      auth: readAuthConfig(authSection),
      messages: authFormMessages(formsSection, form),
      modes: formModes(validationStrategy(formsSection)),
      currencies,
      defaultCurrency: preferred && currencies.includes(preferred) ? preferred : (currencies[0] ?? 'USD'),
    };
  }, [authSection, formsSection, general, form]);
}
