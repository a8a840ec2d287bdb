import { render, screen } from '@testing-library/react';
import { ApiError, I18nextProvider, i18n, Outlet } from '@casino/shared';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { setupTestI18n } from '@casino/shared/testing';
import uz from '../i18n/uz.json';
import { ErrorPage } from '../features/system-pages';
import { PageErrorContext, RemotesProvider } from '../federation/context';
import { RemoteRouteError, routeErrorKind } from '../federation/RemoteRouteError';
import { testRemoteLoader } from '../federation/testing';

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

const chunkLost = Object.assign(new Error('Loading chunk 312 failed.'), { name: 'ChunkLoadError' });

describe('routeErrorKind', () => {
  it('code that did not arrive: the area is unavailable', () => {
    expect(routeErrorKind(chunkLost)).toBe('unavailable');
    expect(routeErrorKind(new TypeError('Failed to fetch dynamically imported module'))).toBe('unavailable');
  });
  it("an answer of the page's loader: a typed API error or a 404", () => {
    expect(routeErrorKind(new ApiError('UserBanned', ''))).toBe('answer');
    expect(routeErrorKind({ status: 404, statusText: 'Not Found', internal: false, data: null })).toBe('answer');
  });
  it('anything else: a crash of the page', () => {
    expect(routeErrorKind(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe('crash');
    expect(routeErrorKind('boom')).toBe('crash');
  });
});

/** A remote's route under a layout with a header, as the app wires it: error element and the app's page of errors. */
async function renderRemotePage(route: { loader?: () => unknown; element?: React.ReactNode }) {
  await setupTestI18n('uz', { shell: uz });
  const remotes = testRemoteLoader();
  const reported = jest.spyOn(remotes, 'reportFailure');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <header>Site header</header>
            <PageErrorContext.Provider value={(error) => <ErrorPage error={error} />}>
              <Outlet />
            </PageErrorContext.Provider>
          </>
        ),
        children: [{ path: 'offers', ...route, errorElement: <RemoteRouteError name="promotions" /> }],
      },
    ],
    { initialEntries: ['/offers'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RemotesProvider loader={remotes}>
        <RouterProvider router={router} />
      </RemotesProvider>
    </I18nextProvider>,
  );
  return { reported };
}

function Throws(): never {
  throw new TypeError('the page broke');
}

describe("a remote's page that fails (spec §8)", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('a crash while rendering: the errors slot with its way to the game hall, in the layout; reported against the release', async () => {
    const { reported } = await renderRemotePage({ element: <Throws /> });
    expect(await screen.findByRole('heading', { level: 1, name: uz.pages.errors.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: uz.pages.errors.button })).toHaveAttribute('href', '/gamehall');
    expect(screen.getByText('Site header')).toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith({ remote: 'promotions', kind: 'render', message: 'the page broke' });
  });

  it('a loader throwing something untyped: the errors slot too', async () => {
    await renderRemotePage({ loader: () => Promise.reject(new Error('no idea')), element: <p>offers</p> });
    expect(await screen.findByRole('heading', { level: 1, name: uz.pages.errors.title })).toBeInTheDocument();
  });

  it.each([
    ['UserBanned', uz.pages.userBlock.title, '403'],
    ['ApplicationDisabled', uz.pages.maintenance.title, '503'],
    ['ApplicationUnavailable', uz.pages.maintenance.title, '503'],
    ['AccessDenied', uz.pages.forbidden.title, '403'],
  ] as const)("a loader's %s: its page, not counted against the release", async (name, title, code) => {
    const { reported } = await renderRemotePage({ loader: () => Promise.reject(new ApiError(name, '')), element: <p>offers</p> });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(code)).toBeInTheDocument();
    expect(reported).not.toHaveBeenCalled();
  });

  it("a loader's 404: Page Not Found: {path}", async () => {
    await renderRemotePage({
      loader: () => {
        throw data('Not Found', { status: 404 });
      },
      element: <p>offers</p>,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /offers' })).toBeInTheDocument();
  });

  it("the page's code did not arrive: the area's unavailable fallback with a retry, not the errors slot", async () => {
    await renderRemotePage({ loader: () => Promise.reject(chunkLost), element: <p>offers</p> });
    expect(await screen.findByRole('button', { name: uz.remote.retry })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: uz.pages.errors.title })).toBeNull();
  });
});
