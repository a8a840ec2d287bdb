import { screen, waitFor, within } from '@testing-library/react';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { CashbackPage } from './CashbackPage';
import { appendPage, periodOf, refusalKey, timeLeft } from './rules';
import { ApiError } from '@casino/shared';

const now = () => Math.floor(Date.now() / 1000);
const DAY = 86400;
const start = Math.floor(new Date(2025, 2, 10).getTime() / 1000);

function cashback(id: number, patch: object = {}) {
  return {
    id,
    status: 'active',
    amount: { amount: 12.5, currency: 'USD' },
    description: { title: 'Haftalik keshbek' },
    receiving_expired_at: now() + 2 * DAY + 3 * 3600 + 90,
    paid_out_at: null,
    end_date: start + 7 * DAY,
    period_start: start,
    percent: 10,
    ...patch,
  };
}
const page = (items: object[], total = items.length) => ({ data: { items, total } });

let remote: RemoteUnderTest;
afterEach(() => {
  remote.stop();
  resetStores();
});

describe('/profile/cashback', () => {
  it('lists the records with period, share and time left, and takes one after a confirmation', async () => {
    remote = await startRemoteForTest(app, {
      api: {
        // Taking it moves money: the list is asked again, and says it is paid out.
        'cashbacks.get': [
          page([
            cashback(7),
            cashback(5, { status: 'paid_out', receiving_expired_at: null, paid_out_at: start + 8 * DAY, amount: { amount: 8, currency: 'USD' } }),
          ]),
          page([
            cashback(7, { status: 'paid_out', receiving_expired_at: null, paid_out_at: now() }),
            cashback(5, { status: 'paid_out', receiving_expired_at: null, paid_out_at: start + 8 * DAY, amount: { amount: 8, currency: 'USD' } }),
          ]),
        ],
        'cashbacks.payout': { data: cashback(7, { status: 'paid_out', paid_out_at: now() }) },
      },
    });
    const { user } = await remote.render(<CashbackPage />);
    expect(screen.getByRole('heading', { level: 1, name: uz.cashback.title })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: uz.cashback.listLabel });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const active = cards[0]!;
    expect(active).toHaveAccessibleName('Haftalik keshbek 10.03.2025 – 16.03.2025');
    expect(within(active).getByText('12.50 USD')).toBeInTheDocument();
    expect(within(active).getByText(uz.cashback.status.active)).toBeInTheDocument();
    expect(within(active).getByText('Yutqazishning 10%')).toBeInTheDocument();
    expect(within(active).getByText(/^2 kun 3 soat (1|2) daqiqa$/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText(uz.cashback.status.paid_out)).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button')).toBeNull();

    await user.click(within(active).getByRole('button', { name: /^Olish: 12\.50 USD keshbek/ }));
    expect(within(active).getByText('12.50 USD asosiy balansga oʻtkazilsinmi?')).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: uz.cashback.yesTake })).toHaveFocus();
    expect(remote.callsTo('cashbacks.payout')).toHaveLength(0);
    await user.click(within(active).getByRole('button', { name: uz.cashback.yesTake }));
    expect(await within(active).findByText(uz.cashback.status.paid_out)).toBeInTheDocument();
    expect(remote.callsTo('cashbacks.payout')[0]!.body).toEqual({ cashback_id: '7' });
    expect(within(active).queryByRole('button')).toBeNull();
    expect(remote.events.map((e) => e.event)).toEqual(expect.arrayContaining(['balance:changed', 'toast:show']));
    await waitFor(() => expect(remote.callsTo('cashbacks.get')).toHaveLength(2));
    expect(await within(active).findByText(uz.cashback.status.paid_out)).toBeInTheDocument();
  });

  it('declines one after a confirmation, and cancelling gives the focus back (ru)', async () => {
    remote = await startRemoteForTest(app, {
      locale: 'ru',
      api: { 'cashbacks.get': page([cashback(3)]), 'cashbacks.remove': { data: cashback(3, { status: 'removed' }) } },
    });
    const { user } = await remote.render(<CashbackPage />);
    const card = (await screen.findAllByRole('article'))[0]!;
    const remove = within(card).getByRole('button', { name: /^Отказаться: кешбэк 12\.50 USD/ });
    await user.click(remove);
    expect(within(card).getByText('Отказаться от кешбэка 12.50 USD? Забрать его потом будет нельзя.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: ru.cashback.cancel }));
    expect(within(card).getByRole('button', { name: /^Отказаться: кешбэк/ })).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: /^Отказаться: кешбэк/ }));
    await user.click(within(card).getByRole('button', { name: ru.cashback.yesRemove }));
    expect(await within(card).findByText(ru.cashback.status.removed)).toBeInTheDocument();
    expect(remote.callsTo('cashbacks.remove')[0]!.body).toEqual({ cashback_id: '3' });
  });

  it('says why the server refused and reads the list again', async () => {
    remote = await startRemoteForTest(app, {
      api: {
        'cashbacks.get': [page([cashback(9)]), page([cashback(9, { status: 'expired' })])],
        'cashbacks.payout': { error: { type: 'InvalidParameterException', message: 'cashback_expired', fields: { cashback_id: 'cashback_expired' } } },
      },
    });
    const { user } = await remote.render(<CashbackPage />);
    const card = (await screen.findAllByRole('article'))[0]!;
    await user.click(within(card).getByRole('button', { name: /^Olish/ }));
    await user.click(within(card).getByRole('button', { name: uz.cashback.yesTake }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(uz.cashback.refused.cashback_expired);
    expect(await within(card).findByText(uz.cashback.status.expired)).toBeInTheDocument();
    expect(remote.callsTo('cashbacks.get')).toHaveLength(2);
  });

  it('has error and more-to-load states', async () => {
    remote = await startRemoteForTest(app, {
      api: {
        'cashbacks.get': [
          { error: { type: 'ApplicationUnavailableException', message: 'down' } },
          page([cashback(1)], 2),
          page([cashback(1), cashback(2, { status: 'expired' })], 2),
        ],
      },
    });
    const { user } = await remote.render(<CashbackPage />);
    expect(await screen.findByRole('heading', { name: uz.cashback.loadError })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: uz.common.retry }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: uz.cashback.more }));
    expect(await screen.findByText(uz.cashback.status.expired)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: uz.cashback.more })).toBeNull();
    expect(remote.callsTo('cashbacks.get')[2]!.query).toMatchObject({ offset: '1' });
  });

  it('says when there is none yet (ru)', async () => {
    remote = await startRemoteForTest(app, { locale: 'ru', api: { 'cashbacks.get': page([]) } });
    await remote.render(<CashbackPage />);
    expect(await screen.findByRole('heading', { name: ru.cashback.empty })).toBeInTheDocument();
  });
});

describe('cashback rules', () => {
  it('counts the time left, the period and the refusals', () => {
    expect(timeLeft(2 * DAY + 3 * 3600 + 61)).toEqual({ days: 2, hours: 3, minutes: 2 });
    expect(timeLeft(30)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(timeLeft(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(periodOf(cashback(1) as never)).toEqual({ from: start, to: start + 7 * DAY - 1 });
    expect(refusalKey(new ApiError('InvalidParameter', 'x', { cashback_id: 'cashback_removed' }))).toBe('cashback_removed');
    expect(refusalKey(new ApiError('InvalidParameter', 'x', { cashback_id: 'other' }))).toBeNull();
    expect(refusalKey(new Error('x'))).toBeNull();
    expect(appendPage([cashback(1), cashback(2)] as never, [cashback(2), cashback(3)] as never).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
