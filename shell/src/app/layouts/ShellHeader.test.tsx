import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, useDialogsStore, useSessionStore } from '@casino/shared';
import { resetStores } from '@casino/shared/testing';
import { account, fakeServer, guest, renderAuth, seedConfig } from '../../features/auth/components/testing';
import { RemotesProvider } from '../../federation/context';
import { testRemoteLoader } from '../../federation/testing';
import { ShellHeader } from './ShellHeader';

/** The header as the layouts render it, under a loader that knows no remote (its search slot stays empty). */
const header = () => (
  <RemotesProvider loader={testRemoteLoader()}>
    <ShellHeader />
  </RemotesProvider>
);

let server: ReturnType<typeof fakeServer>;
afterEach(() => {
  server?.restore();
  resetStores();
});

describe('header sign-in and sign-up', () => {
  it('open the auth popup on the matching tab, and stay links to the form pages', async () => {
    seedConfig();
    server = fakeServer();
    const { user } = await renderAuth(header());
    const signIn = screen.getByRole('link', { name: 'Kirish' });
    expect(signIn).toHaveAttribute('href', '/forms/sign_in');
    await user.click(signIn);
    expect(useDialogsStore.getState().queue).toEqual([expect.objectContaining({ component: 'auth', props: { view: 'login' } })]);
    act(() => useDialogsStore.getState().clear());
    await user.click(screen.getByRole('link', { name: 'Roʻyxatdan oʻtish' }));
    expect(useDialogsStore.getState().queue[0]).toMatchObject({ props: { view: 'registration' } });
  });

  it('a click with a modifier follows the link (new tab) instead', async () => {
    seedConfig();
    server = fakeServer();
    await renderAuth(header(), { locale: 'ru' });
    // Runs after the page's own handlers: what the browser would do next is not part of this test.
    let followed = false;
    const stop = (e: MouseEvent) => {
      followed = !e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', stop);
    fireEvent.click(screen.getByRole('link', { name: 'Войти' }), { ctrlKey: true });
    window.removeEventListener('click', stop);
    expect(followed).toBe(true);
    expect(useDialogsStore.getState().queue).toEqual([]);
  });

  it('players sign out from the header: everyone hears auth:logout and the page goes home', async () => {
    seedConfig();
    useSessionStore.getState().setAccount(account());
    server = fakeServer({
      'auth.logout': { data: 1 },
      'account.getInfo': { data: guest() },
      'metadata.getgeneralinfo': { data: useSessionStore.getState().general },
      'notifications.get': { data: { items: [], total: 0, unread: 0 } },
    });
    const heard = jest.fn();
    const off = bus.on('auth:logout', heard);
    const { user } = await renderAuth(header());
    await user.click(screen.getByRole('button', { name: 'Chiqish' }));
    await waitFor(() => expect(heard).toHaveBeenCalledWith({ reason: 'user' }));
    expect(server.callsTo('auth.logout')).toHaveLength(1);
    expect(server.navigations).toEqual(['/']);
    expect(screen.getByRole('link', { name: 'Kirish' })).toBeInTheDocument();
    off();
  });

  it('a failed sign-out still signs out here and is reported with its error code', async () => {
    seedConfig();
    useSessionStore.getState().setAccount(account());
    server = fakeServer({
      'auth.logout': { status: 502, text: '<html>Bad gateway</html>' },
      'account.getInfo': { data: guest() },
      'metadata.getgeneralinfo': { data: useSessionStore.getState().general },
      'notifications.get': { data: { items: [], total: 0, unread: 0 } },
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderAuth(header());
    await user.click(screen.getByRole('button', { name: 'Chiqish' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Kirish' })).toBeInTheDocument());
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({ event: 'auth_logout_error', error_code: 'UnknownErrorException' });
    logged.mockRestore();
  });
});

describe('header notifications', () => {
  it('signed-in players get the bell with the unread count before the profile link; guests none', async () => {
    seedConfig();
    useSessionStore.getState().setAccount(account());
    server = fakeServer({ 'notifications.get': { data: { items: [], total: 2, unread: 2 } } });
    await renderAuth(header());
    const bell = await screen.findByRole('link', { name: 'Bildirishnomalar, 2 ta oʻqilmagan' });
    expect(bell).toHaveAttribute('href', '/profile/notification');
    expect(bell.compareDocumentPosition(screen.getByRole('link', { name: 'Profil' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => useSessionStore.getState().setAccount(guest()));
    expect(screen.queryByRole('link', { name: /^Bildirishnomalar/ })).toBeNull();
  });
});
