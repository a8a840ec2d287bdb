import { act, renderHook } from '@testing-library/react';
import { REDUCED_MOTION_QUERY } from '@casino/shared/remote';
import { startOf, tickValue, useTickingAmount } from './ticking';

it('ticks from one amount to the next, easing out, in whole cents', () => {
  expect(tickValue(100, 200, 0)).toBe(100);
  expect(tickValue(100, 200, 1)).toBe(200);
  expect(tickValue(100, 200, 2)).toBe(200);
  expect(tickValue(100, 200, 0.5)).toBe(187.5);
  expect(tickValue(0.01, 0.02, 0.3)).toBe(0.02);
});

it('starts a little below the first amount', () => {
  expect(startOf(1000)).toBe(995);
  expect(startOf(912.75)).toBeLessThan(912.75);
});

describe('useTickingAmount', () => {
  const original = window.matchMedia;
  /** A "reduce motion" setting the test turns on and off, with the change event a browser sends. */
  function motionSetting(reduce: boolean) {
    const listeners = new Set<() => void>();
    const list = {
      get matches() {
        return reduce;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    };
    window.matchMedia = ((q: string) => (q === REDUCED_MOTION_QUERY ? list : original?.(q))) as typeof window.matchMedia;
    return (next: boolean) => {
      reduce = next;
      act(() => listeners.forEach((l) => l()));
    };
  }
  afterEach(() => {
    window.matchMedia = original;
    jest.useRealTimers();
  });

  it('counts up to each amount frame by frame', () => {
    jest.useFakeTimers();
    motionSetting(false);
    const { result } = renderHook(({ amount }) => useTickingAmount(amount, 1000), { initialProps: { amount: 1000 } });
    expect(result.current).toBe(995);
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toBeGreaterThan(995);
    expect(result.current).toBeLessThan(1000);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(1000);
  });

  it('under reduced motion shows every amount at once, also when the setting changes on an open page', () => {
    jest.useFakeTimers();
    const setReduce = motionSetting(true);
    const { result, rerender } = renderHook(({ amount }) => useTickingAmount(amount, 1000), { initialProps: { amount: 1000 } });
    expect(result.current).toBe(1000);
    rerender({ amount: 1200 });
    expect(result.current).toBe(1200);
    setReduce(false);
    rerender({ amount: 1300 });
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBeLessThan(1300);
    setReduce(true);
    expect(result.current).toBe(1300);
  });
});
