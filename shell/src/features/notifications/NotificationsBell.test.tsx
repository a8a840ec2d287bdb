import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, useConfigStore, useSessionStore, type AccountInfo, type Locale } from '@casino/shared';
import { createFakeFetch, labelInNameProblems, renderWithProviders, resetStores, type FakeRoutes } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { badgeText } from './unread';
import { NotificationsBell } from '.';

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
  jest.useRealTimers();
  resetStores();
});

const unread = (n: number) => ({ data: { items: [], total: n, unread: n } });

async function open(routes: FakeRoutes, { locale = 'uz' as Locale, uid = 7 } = {}) {
  const fake = createFakeFetch(routes);
  globalThis.fetch = fake.fetch;
  act(() => useSessionStore.getState().setAccount({ uid, login: 'a@example.org' } as AccountInfo));
  const page = await renderWithProviders(<NotificationsBell />, {
    locale,
    route: locale === 'ru' ? '/ru/' : '/',
    translations: { shell: locale === 'uz' ? uz : ru },
  });
  return { ...page, fake };
}

describe('the header’s notifications bell', () => {
  it('shows the unread count after sign-in and follows the profile page’s events (uz)', async () => {
    const { fake } = await open({ 'notifications.get': [unread(3), unread(1)] });
    const link = await screen.findByRole('link', { name: 'Bildirishnomalar, 3 ta oʻqilmagan' });
    expect(link).toHaveAttribute('href', '/profile/notification');
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('3');
    expect(fake.callsTo('notifications.get')[0]!.query).toMatchObject({ offset: '0', count: '1' });

    // The page marked everything read and said so: no request, the badge goes at once.
    act(() => bus.emit('notifications:changed', { unread: 0 }));
    expect(screen.getByRole('link', { name: 'Bildirishnomalar' })).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    expect(fake.callsTo('notifications.get')).toHaveLength(1);

    // Something wrote a notification: the count is asked for again.
    act(() => bus.emit('notifications:changed', {}));
    expect(await screen.findByRole('link', { name: 'Bildirishnomalar, 1 ta oʻqilmagan' })).toBeInTheDocument();
  });

  it('names the count with Russian plurals', async () => {
    await open({ 'notifications.get': [unread(1), unread(5)] }, { locale: 'ru' });
    const link = await screen.findByRole('link', { name: 'Уведомления, 1 непрочитанное' });
    expect(link).toHaveAttribute('href', '/ru/profile/notification');
    act(() => bus.emit('notifications:changed', {}));
    expect(await screen.findByRole('link', { name: 'Уведомления, 5 непрочитанных' })).toBeInTheDocument();
    act(() => bus.emit('notifications:changed', { unread: 0 }));
    expect(screen.getByRole('link', { name: 'Уведомления' })).toBeInTheDocument();
  });

  it('asks again on the operator’s balance-refresh interval, and not on game pages', async () => {
    jest.useFakeTimers();
    act(() => useConfigStore.getState().setConfig({ 'prazer-config': { balanceRefresh: { countSecondsForInterval: 30 } } }));
    const { fake } = await open({ 'notifications.get': [unread(0), unread(2), unread(2)] });
    await act(async () => {});
    expect(fake.callsTo('notifications.get')).toHaveLength(1);
    await act(async () => void jest.advanceTimersByTime(29_000));
    expect(fake.callsTo('notifications.get')).toHaveLength(1);
    await act(async () => void jest.advanceTimersByTime(1_000));
    expect(fake.callsTo('notifications.get')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Bildirishnomalar, 2 ta oʻqilmagan' })).toBeInTheDocument());

    window.history.replaceState(null, '', '/game/lucky-seven');
    await act(async () => void jest.advanceTimersByTime(30_000));
    expect(fake.callsTo('notifications.get')).toHaveLength(2);
    window.history.replaceState(null, '', '/');
  });

  it('shows 99+ beyond 99', () => {
    expect([badgeText(7), badgeText(99), badgeText(100)]).toEqual(['7', '99', '99+']);
  });

  it('is named with the count its badge shows, 99+ included (label in name)', async () => {
    await open({ 'notifications.get': unread(120) }, { locale: 'ru' });
    const link = await screen.findByRole('link', { name: 'Уведомления, 99+ непрочитанных' });
    expect(within(link).getByTestId('notifications-badge')).toHaveTextContent('99+');
    expect(labelInNameProblems(link.parentElement!)).toEqual([]);
  });
});
