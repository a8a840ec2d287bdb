/** Shared set-up of the auth feature's component tests. */
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { useConfigStore, useSessionStore, type AccountInfo, type Locale, type Resources } from '@casino/shared';
import { createFakeFetch, renderWithProviders, type FakeRoutes } from '@casino/shared/testing';
import uz from '../../../i18n/uz.json';
import ru from '../../../i18n/ru.json';
import { setAuthNavigator } from '../flow';

export const STRINGS: Record<Locale, Resources> = { uz: uz as Resources, ru: ru as Resources };

/** Content settings as the demo content service sends them (forms-config messages per language). */
export function seedConfig({ strategy = 'eager', locale = 'uz' as Locale, auth = {} as Record<string, unknown> } = {}) {
  const messages =
    locale === 'uz'
      ? { required: 'Majburiy maydon', email: 'Elektron pochta manzili notoʻgʻri', minLength: 'Eng kam uzunlik $$min$$' }
      : { required: 'Обязательное поле', email: 'Неверный адрес электронной почты', minLength: 'Минимальная длина $$min$$' };
  useConfigStore.getState().setConfig({
    'forms-config': {
      validationStrategy: strategy,
      messages,
      registration: [{ name: 'currency', type: 'select', currencyConditions: ['USD', 'EUR', 'UZS', 'RUB'] }],
    },
    'auth-config': {
      registration: {
        confirmEmailPopup: false,
        promocode: true,
        promoFieldShownByDefault: false,
        terms: true,
        notify: true,
        markBetting: { isActive: true, defaultValue: false },
      },
      authTypes: ['email', 'phone'],
      social: [],
      termsText: locale === 'uz' ? 'Menga 18 yosh to‘lgan' : 'Мне есть 18 лет',
      termsLink: '/terms',
      ...auth,
    },
  });
  useSessionStore.getState().setGeneral({
    analytic: {},
    available_currencies: ['USD', 'EUR', 'UZS', 'RUB'],
    available_locales: [],
    default_currency: 'USD',
    is_seon_enabled: false,
    domain_state: 'active',
    domain_type: 'main',
    time_to_force_logout: null,
    is_bonus_isolation_enabled: false,
    is_game_history_export_enabled: false,
    user_inactivity_cashier_time: null,
    user_inactivity_pp_time: null,
  });
}

export function account(overrides: Partial<AccountInfo> = {}): AccountInfo {
  const zero = { amount: 0, currency: 'USD' };
  return {
    uid: 100001,
    reg_time: Math.floor(Date.now() / 1000),
    login: 'player@example.org',
    fakename: null,
    is_subscribed: false,
    balance_main: zero,
    balance_bonus: zero,
    balance_betting_bonus: zero,
    balance_fun: { amount: 1000, currency: 'USD' },
    is_on_verification: false,
    is_verified: false,
    is_kyc_block_enabled: false,
    is_registration_completed: true,
    country_code: null,
    locale: 'uz',
    two_factor_auth: false,
    ...overrides,
  };
}

export const guest = () => account({ uid: 0, login: '', reg_time: null, is_registration_completed: false });

/** The page's fetch answers the API from `routes`; navigation is recorded instead of done. */
export function fakeServer(routes: FakeRoutes = {}) {
  const fake = createFakeFetch({ '/oauth/providers': { status: 200, body: { items: [] } }, ...routes });
  const original = globalThis.fetch;
  globalThis.fetch = fake.fetch;
  const navigations: string[] = [];
  const stopNavigator = setAuthNavigator((to) => void navigations.push(to));
  return {
    ...fake,
    navigations,
    restore() {
      globalThis.fetch = original;
      stopNavigator();
    },
  };
}

export async function renderAuth(ui: ReactElement, { locale = 'uz' as Locale, route = '/' } = {}) {
  const result = await renderWithProviders(ui, { locale, route, translations: { shell: STRINGS[locale] } });
  // The provider list and other first-render requests answer.
  await act(async () => {});
  return result;
}

/** Lets pending promises and state updates settle. */
export const settle = () => act(async () => {});
