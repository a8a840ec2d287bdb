import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addTranslations, i18n, initI18n, useLocaleStore, type Locale, type Resources } from '@casino/shared';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Address the router starts at. */
  route?: string;
  /** Route pattern the element is mounted at, so `useParams` works ('game/:sysname'). */
  path?: string;
  locale?: Locale;
  /** Strings per namespace for `locale` (replacing earlier ones). */
  translations?: Record<string, Resources>;
}

export type ProvidersResult = RenderResult & { user: ReturnType<typeof userEvent.setup> };

/** Makes the shared i18n instance ready in `locale` with the given strings. */
export async function setupTestI18n(locale: Locale = 'uz', translations: Record<string, Resources> = {}): Promise<void> {
  await initI18n(locale);
  for (const [namespace, resources] of Object.entries(translations)) addTranslations(namespace, locale, resources, true);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/**
 * Renders `ui` as the shell would host it: the shared i18n instance (initialised, in `locale`)
 * and a memory router at `route`. Also sets the locale store. Returns Testing Library's result
 * plus a user-event instance.
 */
export async function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}): Promise<ProvidersResult> {
  const { route = '/', path, locale = 'uz', translations, ...renderOptions } = options;
  await setupTestI18n(locale, translations);
  act(() => useLocaleStore.getState().setLocale(locale));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={children} />
          </Routes>
        ) : (
          children
        )}
      </MemoryRouter>
    </I18nextProvider>
  );
  const user = userEvent.setup();
  const result = render(ui, { ...renderOptions, wrapper });
  return { ...result, user };
}
