import { screen, waitFor, within } from '@testing-library/react';
import { resetStores, type RecordedCall, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import { HistoryPage } from './HistoryPage';
import app from '../../app';
import { money } from '../../testing/fixtures';

const item = (id: number, type = 'deposit', status = 'success', extra: object = {}) => ({
  id,
  created_at: 1_700_000_000 + id,
  type,
  status,
  amount: money(type === 'withdrawal' ? -10 * id : 10 * id),
  method: 'visa_mastercard',
  method_name: 'Visa / Mastercard',
  description: null,
  can_cancel: false,
  ...extra,
});

let cashier: RemoteUnderTest;
afterEach(() => {
  cashier.stop();
  resetStores();
});

function pages(call: RecordedCall) {
  const { type, offset } = call.query;
  if (type === 'withdrawal') return { data: { items: [item(50, 'withdrawal', 'pending', { can_cancel: true })], total: 1 } };
  if (type === 'bonuses') return { data: { items: [], total: 0 } };
  // A new deposit arrived between the loads: the second page repeats row 6.
  if (offset === '0') return { data: { items: [item(9), item(8), item(7), item(6)], total: 7 } };
  return { data: { items: [item(6), item(5), item(4)], total: 7 } };
}

describe('the history page', () => {
  it('loads 4 per load and appends without duplicates by id', async () => {
    cashier = await startRemoteForTest(app, { api: { 'cashier.gethistory': pages } });
    const { user } = await cashier.render(<HistoryPage />, { route: '/cashier/history' });
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('70.00 USD');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    expect(cashier.callsTo('cashier.gethistory')[0]!.query).toMatchObject({ type: 'deposit', offset: '0', count: '4' });
    await user.click(screen.getByRole('button', { name: 'Yana koʻrsatish' }));
    await within(panel).findByText('40.00 USD');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => within(li).getByText(/#\d+/).textContent),
    ).toEqual(['9', '8', '7', '6', '5', '4'].map((id) => expect.stringContaining(`#${id}`)));
    expect(cashier.callsTo('cashier.gethistory')[1]!.query.offset).toBe('4');
    // 6 of 7 rows shown, but the server's pages are used up: no third load asks for row 6 again.
    expect(screen.queryByRole('button', { name: 'Yana koʻrsatish' })).toBeNull();
  });

  it('switches tabs through the query, clearing and reloading the list', async () => {
    cashier = await startRemoteForTest(app, { api: { 'cashier.gethistory': pages } });
    const { user } = await cashier.render(<HistoryPage />, { route: '/cashier/history?tab=bonuses' });
    expect(await screen.findByRole('heading', { name: 'Hali bonuslar yoʻq' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bonuslar' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Yechimlar' }));
    expect(await screen.findByText('-500.00 USD')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Yechimlar' })).toHaveAttribute('aria-selected', 'true');
    // Arrow keys move between tabs.
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Bonuslar' })).toHaveFocus());
    expect(cashier.callsTo('cashier.gethistory').map((c) => c.query.type)).toEqual(['bonuses', 'withdrawal', 'bonuses']);
  });

  it('cancels a pending withdrawal after a confirmation and tells the bus', async () => {
    cashier = await startRemoteForTest(app, {
      api: {
        'cashier.gethistory': pages,
        'cashier.cancelwithdrawal': { data: { id: 50, status: 'cancel', can_cancel: false } },
      },
    });
    const { user } = await cashier.render(<HistoryPage />, { route: '/cashier/history?tab=withdrawal' });
    await user.click(await screen.findByRole('button', { name: '#50 yechimni bekor qilish' }));
    await user.click(screen.getByRole('button', { name: 'Ha, bekor qilish' }));
    expect(await screen.findByText('Bekor qilindi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bekor qilish/ })).toBeNull();
    const [call] = cashier.callsTo('cashier.cancelwithdrawal');
    expect(call!.body).toEqual({ id: '50' });
    expect(call!.headers['Idempotency-Key']).toBeTruthy();
    expect(cashier.events.map((e) => e.event)).toEqual(['balance:changed', 'toast:show']);
  });

  const stages = {
    'cashier.gethistory': {
      data: {
        items: [
          item(5, 'withdrawal', 'pending', { withdrawal_status: 'requested', can_cancel: true }),
          item(4, 'withdrawal', 'pending', { withdrawal_status: 'approved' }),
          item(3, 'withdrawal', 'success', { withdrawal_status: 'paid' }),
          item(2, 'withdrawal', 'fail', { withdrawal_status: 'rejected' }),
          // A server that does not tell the stage: the coarse status.
          item(1, 'withdrawal', 'cancel'),
        ],
        total: 5,
      },
    },
  };
  const shown = async () => within(await screen.findByRole('tabpanel')).findAllByRole('listitem');

  it('tells each stage of a withdrawal; only a requested one can be cancelled', async () => {
    cashier = await startRemoteForTest(app, { api: stages });
    await cashier.render(<HistoryPage />, { route: '/cashier/history?tab=withdrawal' });
    const rows = await shown();
    expect(rows.map((r) => within(r).getByText(/^(Kutilmoqda|Tasdiqlandi|Toʻlandi|Rad etildi|Bekor qilindi)$/).textContent)).toEqual([
      'Kutilmoqda',
      'Tasdiqlandi',
      'Toʻlandi',
      'Rad etildi',
      'Bekor qilindi',
    ]);
    expect(within(rows[0]!).getByRole('button', { name: '#5 yechimni bekor qilish' })).toBeInTheDocument();
    for (const row of rows.slice(1)) expect(within(row).queryByRole('button')).toBeNull();
  });

  it('tells the stages in Russian', async () => {
    cashier = await startRemoteForTest(app, { api: stages, locale: 'ru' });
    await cashier.render(<HistoryPage />, { route: '/ru/cashier/history?tab=withdrawal' });
    const ru = await shown();
    expect(ru.map((r) => within(r).getByText(/^(В обработке|Одобрено|Выплачено|Отклонено|Отменено)$/).textContent)).toEqual([
      'В обработке',
      'Одобрено',
      'Выплачено',
      'Отклонено',
      'Отменено',
    ]);
  });
});
