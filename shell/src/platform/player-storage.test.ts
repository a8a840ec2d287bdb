import { act, renderHook } from '@testing-library/react';
import { api } from './api';
import { playerStorageReady, readPlayerValue, resetPlayerStorage, usePlayerStorageVersion, writePlayerValue } from './player-storage';

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
    call.mockResolvedValue({ items: [{ key: 'already_seen_cashback_id', value: '9' }, { key: 'other', value: 'x' }], total: 2 });
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
});
