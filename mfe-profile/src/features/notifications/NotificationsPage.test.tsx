import { act, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore, type AccountInfo } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import { NotificationsPage } from './NotificationsPage';
import type { NotificationEntry } from './api';
import app from '../../app';

let profile: RemoteUnderTest | undefined;
afterEach(() => {
  profile?.stop();
  resetStores();
});

const signIn = () => act(() => useSessionStore.getState().setAccount({ uid: 7, login: 'a@example.org' } as AccountInfo));

const note = (id: number, kind: string, params: Record<string, unknown> = {}, read = false): NotificationEntry => ({
  id,
  kind,
  params,
  created_at: 1_700_000_000 + id * 60,
  read,
});

const contacts = (email: { is_subscribed: boolean } | null = { is_subscribed: false }) => ({
  data: {
    contacts: { email: email && { value: 'a@example.org', is_confirmed: true, ...email }, phone: null },
  },
});

const page = (items: NotificationEntry[], total: number, unread: number) => ({ data: { items, total, unread } });

describe('the notifications page', () => {
  it('lists the newest first, marks the unread for screen readers, reads one on click and tells the header', async () => {
    profile = await startRemoteForTest(app, {
      api: {
        'notifications.get': page(
          [
            note(3, 'security.password_changed'),
            note(2, 'withdrawal.paid', { id: 9, amount: 1500, currency: 'USD' }),
            note(1, 'bonus.credited', { id: 1, amount: 5, currency: 'USD' }, true),
          ],
          3,
          2,
        ),
        'notifications.markRead': { data: { unread: 1 } },
        'account.getprofileinfo': contacts(),
      },
    });
    signIn();
    const { user } = await profile!.render(<NotificationsPage />, { route: '/profile/notification' });
    const list = await screen.findByRole('list', { name: 'Bildirishnomalar roʻyxati' });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Oʻqilmagan: Parol oʻzgartirildi', 'Oʻqilmagan: Pul toʻlandi', 'Bonus berildi']);
    expect(screen.getByText('№9 soʻrov boʻyicha 1,500.00 USD toʻlandi.')).toBeInTheDocument();
    expect(screen.getByText('Oʻqilmagan: 2')).toBeInTheDocument();
    expect(profile!.events).toContainEqual({ event: 'notifications:changed', payload: { unread: 2 } });

    await user.click(screen.getByText('№9 soʻrov boʻyicha 1,500.00 USD toʻlandi.'));
    await waitFor(() => expect(profile!.events.at(-1)).toEqual({ event: 'notifications:changed', payload: { unread: 1 } }));
    expect(profile!.callsTo('notifications.markRead')[0]!.body).toEqual({ id: '2' });
    expect(screen.getByRole('heading', { name: 'Pul toʻlandi' })).toBeInTheDocument();
    expect(screen.getByText('Oʻqilmagan: 1')).toBeInTheDocument();
    // One button per unread message is left.
    expect(screen.getAllByRole('button', { name: 'Oʻqildi deb belgilash' })).toHaveLength(1);
  });

  it('marks all read, then the button rests; the header hears 0', async () => {
    profile = await startRemoteForTest(app, {
      api: {
        'notifications.get': page([note(2, 'loyalty.level_up', { level: 'Gold' }), note(1, 'verification.approved')], 2, 2),
        'notifications.markRead': { data: { unread: 0 } },
        'account.getprofileinfo': contacts(),
      },
    });
    signIn();
    const { user } = await profile!.render(<NotificationsPage />, { route: '/profile/notification' });
    await user.click(await screen.findByRole('button', { name: 'Hammasini oʻqildi deb belgilash' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Barcha bildirishnomalar oʻqildi.');
    expect(profile!.callsTo('notifications.markRead')[0]!.body).toEqual({ all: '1' });
    expect(profile!.events.at(-1)).toEqual({ event: 'notifications:changed', payload: { unread: 0 } });
    expect(screen.queryAllByText(/^Oʻqilmagan:/)).toEqual([expect.objectContaining({ textContent: 'Oʻqilmagan: 0' })]);
    expect(screen.getByRole('button', { name: 'Hammasini oʻqildi deb belgilash' })).toBeDisabled();
  });

  it('shows more, page by page, until the total', async () => {
    const first = Array.from({ length: 10 }, (_, i) => note(12 - i, 'verification.retry', {}, true));
    profile = await startRemoteForTest(app, {
      api: {
        'notifications.get': [
          page(first, 12, 0),
          page([note(2, 'cashback.credited', { id: 1, amount: 3, currency: 'USD' }, true), note(1, 'verification.approved', {}, true)], 12, 0),
        ],
        'account.getprofileinfo': contacts(),
      },
    });
    signIn();
    const { user } = await profile!.render(<NotificationsPage />, { route: '/profile/notification' });
    await user.click(await screen.findByRole('button', { name: 'Yana koʻrsatish' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Bildirishnomalar roʻyxati' })).getAllByRole('listitem')).toHaveLength(12));
    expect(profile!.callsTo('notifications.get').map((c) => [c.query.offset, c.query.count])).toEqual([
      ['0', '10'],
      ['10', '10'],
    ]);
    expect(screen.queryByRole('button', { name: 'Yana koʻrsatish' })).toBeNull();
  });

  it('says when there is nothing yet, and saves a subscription from the same page (ru)', async () => {
    profile = await startRemoteForTest(app, {
      locale: 'ru',
      api: { 'notifications.get': page([], 0, 0), 'account.getprofileinfo': contacts(), 'account.changeSubscription': { data: 1 } },
    });
    signIn();
    const { user } = await profile!.render(<NotificationsPage />, { route: '/ru/profile/notification' });
    expect(await screen.findByRole('heading', { name: 'Пока нет уведомлений' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отметить все как прочитанные' })).toBeNull();
    const box = await screen.findByRole('checkbox', { name: 'Получать новости по e-mail' });
    await user.click(box);
    await waitFor(() => expect(profile!.callsTo('account.changeSubscription')).toHaveLength(1));
    expect(profile!.callsTo('account.changeSubscription')[0]!.body).toEqual({ contact: 'email', subscription: '1' });
    expect(box).toBeChecked();
    expect(screen.getByRole('link', { name: 'Управление контактами' })).toHaveAttribute('href', '/ru/profile/contacts');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    profile = await startRemoteForTest(app, {
      api: {
        'notifications.get': [{ status: 502, text: 'Bad gateway' }, page([note(1, 'security.two_factor_changed', { enabled: true })], 1, 1)],
        'account.getprofileinfo': contacts(null),
      },
    });
    signIn();
    const { user } = await profile!.render(<NotificationsPage />, { route: '/profile/notification' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bildirishnomalarni yuklab boʻlmadi');
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('heading', { name: 'Oʻqilmagan: Ikki bosqichli kirish yoqildi' })).toBeInTheDocument();
    expect(screen.getByText('Obuna boʻlish uchun elektron pochta yoki telefon qoʻshing.')).toBeInTheDocument();
  });
});
