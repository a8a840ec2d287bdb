import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, I18nextProvider, type RouteObject } from '@casino/shared';
import { setupTestI18n } from '@casino/shared/testing';
import { RemotesProvider } from './context';
import { RemoteArea } from './RemoteArea';
import { createRoutePatcher, rootId } from './routes';
import { registryEntry, registryOf, testRemoteLoader } from './testing';
import uz from '../i18n/uz.json';

const casinoRoutes: RouteObject[] = [{ path: 'gamehall', element: <h1>Game hall</h1> }];

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

beforeEach(() => setupTestI18n('uz', { shell: uz }));

/** The shell's tree for an area whose remote's routes are not in yet, hydrated as a server-rendered page is: into the placeholder. */
function renderArea(path: string, mounted: 'casino'[] = []) {
  const remotes = testRemoteLoader(registryOf(registryEntry('casino', '1.0.0-abc', ['gamehall'])));
  const load = jest.fn(async () => ({ name: 'casino', contract: 1, routes: casinoRoutes }));
  remotes.load = load as never;
  const patcher = createRoutePatcher(remotes, async () => true, mounted);
  const routes: RouteObject[] = (['ru', 'uz'] as const).map((locale) => ({
    id: rootId(locale),
    path: locale === 'uz' ? '/' : '/ru',
    children: [{ path: 'gamehall/*', element: <RemoteArea name="casino" notFound={<h1>Not found</h1>} loading={<p>Loading</p>} routed={patcher.routed} /> }],
  }));
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData: { loaderData: {} }, patchRoutesOnNavigation: patcher });
  render(
    <I18nextProvider i18n={i18n}>
      <RemotesProvider loader={remotes}>
        <RouterProvider router={router} />
      </RemotesProvider>
    </I18nextProvider>,
  );
  return { load, router };
}

describe('the placeholder of an area', () => {
  it('on a page rendered without the remote, shows the loader and brings the remote’s routes in', async () => {
    const { load, router } = renderArea('/gamehall?category=slot');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Game hall' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not found' })).toBeNull();
    expect(load).toHaveBeenCalledWith('casino');
    expect(router.state.location.search).toBe('?category=slot');
  });

  it('says "not found" at once where the remote, in the router, has no such page', async () => {
    const { load } = renderArea('/gamehall/nothing-here', ['casino']);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
