import { act, render, screen } from '@testing-library/react';
import { ApiError, I18nextProvider, i18n, Outlet, useLocaleStore } from '@casino/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupTestI18n } from '@casino/shared/testing';
import uz from '../i18n/uz.json';
import ru from '../i18n/ru.json';
import { PageError } from './Root';

// react-router makes a Request of each navigation, which jsdom does not provide: what it reads of one.
class TestRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(url);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? new AbortController().signal;
  }
}
if (typeof globalThis.Request === 'undefined') Object.assign(globalThis, { Request: TestRequest });

function Throws(): never {
  throw new TypeError('the page broke');
}

/** A shell page under the layout, in the pages' boundary as `appRoutes` builds it. */
async function renderShellPage(page: { loader?: () => unknown; element: React.ReactNode }, locale: 'uz' | 'ru' = 'uz') {
  await setupTestI18n(locale, { shell: locale === 'uz' ? uz : ru });
  act(() => useLocaleStore.getState().setLocale(locale));
  const root = locale === 'uz' ? '/' : '/ru';
  const router = createMemoryRouter(
    [
      {
        path: root,
        element: (
          <>
            <header>Site header</header>
            <Outlet />
          </>
        ),
        children: [{ id: `pages-${locale}`, errorElement: <PageError />, children: [{ path: 'bonus-page', ...page }] }],
      },
    ],
    { initialEntries: [`${locale === 'uz' ? '' : '/ru'}/bonus-page`] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe("a shell page's error shows its page inside the layout (spec §8)", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('a crash while rendering: the errors slot, its button to the game hall, the header still there', async () => {
    await renderShellPage({ element: <Throws /> }, 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: ru.pages.errors.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.pages.errors.button })).toHaveAttribute('href', '/ru/gamehall');
    expect(screen.getByText('Site header')).toBeInTheDocument();
  });

  it('a loader throwing something untyped: the errors slot', async () => {
    await renderShellPage({ loader: () => Promise.reject(new Error('network')), element: <p>page</p> });
    expect(await screen.findByRole('heading', { level: 1, name: uz.pages.errors.title })).toBeInTheDocument();
  });

  it("a loader's UserBanned: the user block page, 403", async () => {
    await renderShellPage({ loader: () => Promise.reject(new ApiError('UserBanned', '')), element: <p>page</p> });
    expect(await screen.findByRole('heading', { level: 1, name: uz.pages.userBlock.title })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
  });
});
