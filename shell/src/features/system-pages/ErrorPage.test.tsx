import type { ReactElement } from 'react';
import { act, cleanup, screen } from '@testing-library/react';
import { ApiError, useDialogsStore, useLocation } from '@casino/shared';
import { renderWithProviders } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { ErrorPage } from './ErrorPage';
import { FatalPageView } from './pages';
import { reportFatalError } from '../../platform/fatal';
import { useFatalErrorPages } from './useFatalErrorPages';

const render = (ui: ReactElement, locale: 'uz' | 'ru' = 'uz', route = '/') =>
  renderWithProviders(ui, { locale, route, translations: { shell: locale === 'uz' ? uz : ru } });

describe('ErrorPage (spec §2, §8)', () => {
  it('UserBanned: the user block page, 403, with a button to support', async () => {
    await render(<ErrorPage error={new ApiError('UserBanned', '')} />);
    expect(screen.getByRole('heading', { level: 1, name: uz.pages.userBlock.title })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: uz.pages.userBlock.button })).toHaveAttribute('href', '/support');
  });

  it('a time-out or self-exclusion: the user block page says until when, or that it is permanent, in both languages', async () => {
    const until = new Date(2030, 0, 15, 9, 30);
    await render(<ErrorPage error={new ApiError('UserBanned', '', { reason: 'time_out', until: until.toISOString() })} />);
    expect(screen.getByRole('heading', { level: 1, name: uz.pages.userBlock.timeOut.title })).toBeInTheDocument();
    expect(screen.getByText(/15\.01\.2030, 9:30/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: uz.pages.userBlock.button })).toHaveAttribute('href', '/support');
    cleanup();
    await render(<ErrorPage error={new ApiError('UserBanned', '', { reason: 'self_exclusion', until: '' })} />, 'ru', '/ru');
    expect(screen.getByRole('heading', { level: 1, name: ru.pages.userBlock.selfExcluded.title })).toBeInTheDocument();
    expect(screen.getByText(ru.pages.userBlock.selfExcluded.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.pages.userBlock.button })).toHaveAttribute('href', '/ru/support');
  });

  it.each(['ApplicationDisabled', 'ApplicationUnavailable'] as const)('%s: the maintenance page, 503, in place of the page and back to it', async (name) => {
    await render(<ErrorPage error={new ApiError(name, '')} />, 'ru', '/ru/gamehall');
    expect(screen.getByRole('heading', { level: 1, name: ru.pages.maintenance.title })).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ru.maintenance.returns);
    expect(screen.getByRole('link', { name: ru.maintenance.back })).toHaveAttribute('href', '/ru/gamehall');
  });

  it('the maintenance page reached directly links home', async () => {
    await render(<FatalPageView page="maintenance" />, 'uz', '/maintenance');
    expect(screen.getByRole('link', { name: uz.maintenance.home })).toHaveAttribute('href', '/');
  });

  it("shows the operator's maintenance message as text under the page's own", async () => {
    await render(<ErrorPage error={new ApiError('ApplicationDisabled', '', { scope: 'site', message: 'Back at 10:00 <b>Tashkent</b>' })} />);
    expect(screen.getByRole('heading', { level: 1, name: uz.pages.maintenance.title })).toBeInTheDocument();
    expect(screen.getByText('Back at 10:00 <b>Tashkent</b>')).toBeInTheDocument();
  });

  it('AccessDenied: the forbidden page', async () => {
    await render(<ErrorPage error={new ApiError('AccessDenied', '')} />);
    expect(screen.getByRole('heading', { level: 1, name: uz.pages.forbidden.title })).toBeInTheDocument();
  });

  it('a 404 answer: the 404 page', async () => {
    await render(<ErrorPage error={{ status: 404, statusText: 'Not Found', internal: false, data: null }} />, 'uz', '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found: /nowhere' })).toBeInTheDocument();
  });

  it('anything else: the errors slot with a button to the game hall, in the current language', async () => {
    await render(<ErrorPage error={new TypeError('boom')} />, 'ru', '/ru/x');
    expect(screen.getByRole('heading', { level: 1, name: ru.pages.errors.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.pages.errors.button })).toHaveAttribute('href', '/ru/gamehall');
  });
});

/** The user block route as the shell mounts it (it reads the navigation's state). */
function UserBlockRoute() {
  return useLocation().pathname === '/user-block' ? <FatalPageView page="userBlock" /> : null;
}

function Where() {
  useFatalErrorPages();
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('useFatalErrorPages', () => {
  it('sends the player to the page of a fatal API error', async () => {
    await render(<Where />, 'ru', '/ru/gamehall');
    await act(async () => void reportFatalError(new ApiError('ApplicationUnavailable', '')));
    expect(screen.getByTestId('where')).toHaveTextContent('/ru/maintenance');
  });

  it("takes a self-exclusion's end to the user block page and closes what was open over the page", async () => {
    await render(
      <>
        <Where />
        <UserBlockRoute />
      </>,
      'uz',
      '/gamehall',
    );
    act(() => void useDialogsStore.getState().open({ id: 'auth', component: 'auth' }));
    await act(async () => void reportFatalError(new ApiError('UserBanned', '', { reason: 'time_out', until: new Date(2030, 5, 1, 18, 5).toISOString() })));
    expect(screen.getByTestId('where')).toHaveTextContent('/user-block');
    expect(screen.getByRole('heading', { level: 1, name: uz.pages.userBlock.timeOut.title })).toBeInTheDocument();
    expect(screen.getByText(/01\.06\.2030, 18:05/)).toBeInTheDocument();
    expect(useDialogsStore.getState().queue).toEqual([]);
  });

  it('also for an API error nobody caught', async () => {
    await render(<Where />, 'uz', '/gamehall');
    const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.assign(event, { reason: new ApiError('UserBanned', '') });
    await act(async () => void window.dispatchEvent(event));
    expect(screen.getByTestId('where')).toHaveTextContent('/user-block');
    expect(event.defaultPrevented).toBe(true);
  });
});
