import { act, renderHook } from '@testing-library/react';
import { api } from './api';
import { confirmSentNow } from './confirm-sent';
import { freshPlayerValue, playerStorageReady, readPlayerValue, resetPlayerStorage, usePlayerStorageVersion, writePlayerValue } from './player-storage';

jest.mock('./api', () => ({ api: { call: jest.fn() } }));
const call = api.call as jest.Mock;

beforeEach(() => {
  window.localStorage.clear();
  resetPlayerStorage();
  call.mockReset();
});

describe('player storage', () => {
  it('keeps a guest value in this browser only', () => {
    writePlayerValue('already_seen_cashback_id', '3', 0);
    expect(readPlayerValue('already_seen_cashback_id')).toBe('3');
    expect(call).not.toHaveBeenCalled();
  });

  it("sends a signed-in player's value to the server, and brings theirs here once", async () => {
    call.mockResolvedValue(1);
    writePlayerValue('confirm_sent_7', '100', 7);
    expect(call).toHaveBeenCalledWith('storage.set', { key: 'confirm_sent_7', value: '100' });

    window.localStorage.clear();
    call.mockResolvedValue({
      items: [
        { key: 'already_seen_cashback_id', value: '9' },
        { key: 'other', value: 'x' },
      ],
      total: 2,
    });
    const { result } = renderHook(() => usePlayerStorageVersion());
    const before = result.current;
    await act(() => playerStorageReady(7));
    await playerStorageReady(7);
    expect(call).toHaveBeenCalledTimes(2);
    expect(readPlayerValue('already_seen_cashback_id')).toBe('9');
    expect(readPlayerValue('other')).toBeNull();
    expect(result.current).toBeGreaterThan(before);
  });

  it('keeps the local values when the server does not answer', async () => {
    window.localStorage.setItem('confirm_sent_8', '1');
    call.mockRejectedValue(new Error('offline'));
    await playerStorageReady(8);
    expect(readPlayerValue('confirm_sent_8')).toBe('1');
  });

  it('asks the server for one key when a decision needs its value now, and keeps the answer here', async () => {
    // Already synced once: storage.getKeys would not be asked again in this page's life.
    call.mockResolvedValueOnce({ items: [], total: 0 });
    await playerStorageReady(7);
    const { result } = renderHook(() => usePlayerStorageVersion());
    const before = result.current;
    // Another device stored the cashback it showed since.
    call.mockResolvedValueOnce({ key: 'already_seen_cashback_id', value: '12' });
    await act(async () => expect(await freshPlayerValue('already_seen_cashback_id', 7)).toBe('12'));
    expect(call).toHaveBeenLastCalledWith('storage.get', { key: 'already_seen_cashback_id' }, undefined);
    expect(readPlayerValue('already_seen_cashback_id')).toBe('12');
    expect(result.current).toBeGreaterThan(before);
  });

  it('keeps the local value when the server has none or does not answer', async () => {
    window.localStorage.setItem('already_seen_cashback_id', '4');
    call.mockResolvedValueOnce({ key: 'already_seen_cashback_id', value: null });
    expect(await freshPlayerValue('already_seen_cashback_id', 7)).toBe('4');
    call.mockRejectedValueOnce(new Error('offline'));
    expect(await freshPlayerValue('already_seen_cashback_id', 7)).toBe('4');
  });

  it('does not ask the server for a guest or for a key that stays on this device', async () => {
    window.localStorage.setItem('already_seen_cashback_id', '5');
    window.localStorage.setItem('promo_code', 'WELCOME');
    expect(await freshPlayerValue('already_seen_cashback_id', 0)).toBe('5');
    expect(await freshPlayerValue('promo_code', 7)).toBe('WELCOME');
    expect(call).not.toHaveBeenCalled();
  });

  it('passes the caller’s abort signal, so a read for a session that ended is dropped', async () => {
    const controller = new AbortController();
    call.mockResolvedValueOnce({ key: 'confirm_sent_7', value: null });
    await freshPlayerValue('confirm_sent_7', 7, controller.signal);
    expect(call).toHaveBeenCalledWith('storage.get', { key: 'confirm_sent_7' }, { signal: controller.signal });
  });

  it('knows a confirmation sent from another device (confirm_sent_{uid}, spec §4)', async () => {
    call.mockResolvedValueOnce({ key: 'confirm_sent_9', value: '1700000000000' });
    expect(await confirmSentNow(9)).toBe(true);
    expect(call).toHaveBeenCalledWith('storage.get', { key: 'confirm_sent_9' }, undefined);
    call.mockResolvedValueOnce({ key: 'confirm_sent_10', value: null });
    expect(await confirmSentNow(10)).toBe(false);
  });
});
