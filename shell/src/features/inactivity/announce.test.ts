import { countdownStep, secondsToAnnounce } from './announce';

/** What a screen reader hears while the countdown runs from `from` to 1, one tick a second. */
function heard(from: number): number[] {
  const said: number[] = [];
  let last: number | null = null;
  for (let s = from; s >= 1; s--) {
    const now = secondsToAnnounce(s, last);
    if (now !== null) {
      said.push(now);
      last = now;
    }
  }
  return said;
}

describe('announcing the inactivity countdown', () => {
  it('speaks when the warning appears, every 30 s and at 10 s and 5 s, not every second', () => {
    expect(heard(72)).toEqual([72, 60, 30, 10, 5]);
    expect(heard(20)).toEqual([20, 10, 5]);
    expect(heard(8)).toEqual([8, 5]);
  });

  it('still speaks once per step when ticks are skipped (a throttled background tab)', () => {
    expect(secondsToAnnounce(58, 75)).toBe(58);
    expect(secondsToAnnounce(57, 58)).toBeNull();
    expect(secondsToAnnounce(3, 12)).toBe(3);
  });

  it('groups seconds into steps', () => {
    expect([1, 5, 6, 10, 11, 30, 31, 60, 61].map(countdownStep)).toEqual([5, 5, 10, 10, 30, 30, 60, 60, 90]);
  });
});
