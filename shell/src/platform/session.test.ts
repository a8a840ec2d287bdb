import { bus, useSessionStore, type AccountInfo } from '@casino/shared';
import { resetStores } from '@casino/shared/testing';
import { api } from './api';
import { listenForBalanceChanges } from './session';

jest.mock('./api', () => ({ api: { call: jest.fn() } }));
const call = api.call as jest.Mock;

const money = (amount: number, currency: string) => ({ amount, currency });
const account = (currency: string) =>
  ({
    uid: 7,
    login: 'a@example.org',
    balance_main: money(0, currency),
    balance_bonus: money(0, currency),
    balance_betting_bonus: money(0, currency),
    balance_fun: money(1000, 'FUN'),
  }) as AccountInfo;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void;
beforeEach(() => {
  call.mockReset();
  stop = listenForBalanceChanges();
});
afterEach(() => {
  stop();
  resetStores();
});

describe('the session hears money move', () => {
  it('reloads the whole account when its currency changed: the header balance shows the new one', async () => {
    useSessionStore.getState().setAccount(account('USD'));
    call.mockResolvedValue(account('UZS'));
    bus.emit('currency:changed', { currency: 'UZS' });
    await settled();
    expect(call).toHaveBeenCalledWith('account.getInfo');
    expect(useSessionStore.getState().account?.balance_main).toEqual(money(0, 'UZS'));
  });

  it('refreshes the balance alone when money moved', async () => {
    useSessionStore.getState().setAccount(account('USD'));
    call.mockResolvedValue({
      balance_main: money(5, 'USD'),
      balance_bonus: money(0, 'USD'),
      balance_betting_bonus: money(0, 'USD'),
      balance_fun: money(1000, 'FUN'),
    });
    bus.emit('balance:changed', { reason: 'deposit' });
    await settled();
    expect(call).toHaveBeenCalledWith('account.getBalance');
    expect(useSessionStore.getState().account?.balance_main).toEqual(money(5, 'USD'));
  });

  it('counts a money move once the new balance is in, even with the same figures or a failed request', async () => {
    useSessionStore.getState().setAccount(account('USD'));
    const start = useSessionStore.getState().balanceVersion;
    let seenAt: number | null = null;
    // Parts load again only once the header holds the new balance: the page shows one picture.
    const off = useSessionStore.subscribe((s, before) => {
      if (s.balanceVersion !== before.balanceVersion) seenAt = s.account!.balance_main.amount;
    });
    call.mockResolvedValue({
      balance_main: money(5, 'USD'),
      balance_bonus: money(0, 'USD'),
      balance_betting_bonus: money(0, 'USD'),
      balance_fun: money(1000, 'FUN'),
    });
    bus.emit('balance:changed', { reason: 'withdrawal' });
    await settled();
    expect(seenAt).toBe(5);
    expect(useSessionStore.getState().balanceVersion).toBe(start + 1);
    bus.emit('balance:changed', { reason: 'withdrawal' });
    await settled();
    expect(useSessionStore.getState().balanceVersion).toBe(start + 2);
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    call.mockRejectedValue(new Error('offline'));
    bus.emit('balance:changed', { reason: 'withdrawal' });
    await settled();
    expect(useSessionStore.getState().balanceVersion).toBe(start + 3);
    off();
  });

  it('asks nothing for a guest, and hears nothing once stopped', async () => {
    bus.emit('currency:changed', { currency: 'UZS' });
    useSessionStore.getState().setAccount(account('USD'));
    stop();
    bus.emit('currency:changed', { currency: 'UZS' });
    await settled();
    expect(call).not.toHaveBeenCalled();
  });
});
