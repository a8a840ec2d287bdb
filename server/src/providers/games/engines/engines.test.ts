import { crashEngine, crashPoint, HOUSE } from './crash';
import { kindOf } from './index';
import { sequence } from './random';
import { colorOf, payout, rouletteEngine } from './roulette';
import { evaluate, LINES, slotEngine, slotRtp, STRIPS, windowAt } from './slot';

const limits = { min: 10, max: 10_000 };

describe('slot', () => {
  it('returns about 95 % over every combination of stops', () => {
    const rtp = slotRtp();
    expect(rtp).toBeGreaterThan(0.93);
    expect(rtp).toBeLessThan(0.97);
  });

  it('pays three of a kind on a line and two cherries from the left', () => {
    const stake = 500; // 100 per line
    const sevens = [
      ['seven', 'lemon', 'plum'],
      ['seven', 'bell', 'star'],
      ['seven', 'orange', 'plum'],
    ] as const;
    expect(
      evaluate(
        sevens.map((r) => [...r]),
        stake,
      ),
    ).toEqual([{ line: 0, symbol: 'seven', count: 3, amount: 30_000 }]);
    const cherries = [
      ['lemon', 'cherry', 'plum'],
      ['bell', 'cherry', 'star'],
      ['orange', 'lemon', 'plum'],
    ] as const;
    expect(
      evaluate(
        cherries.map((r) => [...r]),
        stake,
      ),
    ).toEqual([{ line: 1, symbol: 'cherry', count: 2, amount: 200 }]);
  });

  it('shows three symbols per reel from the strips and plays what it draws', () => {
    expect(windowAt([0, 0, 0]).map((r) => r.length)).toEqual([3, 3, 3]);
    const played = slotEngine.play({ stake: 100 }, sequence(0, 0, 0));
    expect(played.outcome.reels).toEqual(windowAt([0, 0, 0]));
    expect(played.win).toBe(played.outcome.wins.reduce((n, w) => n + w.amount, 0));
    expect(STRIPS).toHaveLength(3);
    expect(LINES).toHaveLength(5);
  });

  it('refuses stakes that are not whole minor units or outside the limits', () => {
    expect(slotEngine.parse({ stake: 1.5 }, limits)).toEqual({ ok: false, message: 'Wrong value' });
    expect(slotEngine.parse({ stake: 5 }, limits)).toEqual({ ok: false, message: 'Min value is 10' });
    expect(slotEngine.parse({ stake: 10_001 }, limits)).toEqual({ ok: false, message: 'Max value is 10000' });
    expect(slotEngine.parse('100', limits).ok).toBe(false);
    expect(slotEngine.parse({ stake: 100 }, limits)).toEqual({ ok: true, stake: 100, bet: { stake: 100 } });
  });
});

describe('roulette', () => {
  it('pays by the table of European roulette', () => {
    expect(payout({ kind: 'straight', value: 17 }, 17)).toBe(36);
    expect(payout({ kind: 'straight', value: 0 }, 0)).toBe(36);
    expect(payout({ kind: 'red' }, 1)).toBe(2);
    expect(payout({ kind: 'black' }, 0)).toBe(0);
    expect(payout({ kind: 'even' }, 0)).toBe(0);
    expect(payout({ kind: 'dozen', value: 3 }, 36)).toBe(3);
    expect(payout({ kind: 'column', value: 1 }, 34)).toBe(3);
    expect(payout({ kind: 'high' }, 19)).toBe(2);
    expect(colorOf(0)).toBe('green');
    expect(colorOf(32)).toBe('red');
    expect(colorOf(33)).toBe('black');
  });

  it('returns 36/37 on every single bet', () => {
    for (const bet of [{ kind: 'straight', value: 5 }, { kind: 'red' }, { kind: 'dozen', value: 2 }] as const) {
      let back = 0;
      for (let n = 0; n <= 36; n++) back += payout(bet, n);
      expect(back / 37).toBeCloseTo(36 / 37, 10);
    }
  });

  it('sums the stake of all bets and refuses malformed ones', () => {
    const ok = rouletteEngine.parse(
      {
        bets: [
          { kind: 'red', amount: 100 },
          { kind: 'straight', value: 7, amount: 50 },
        ],
      },
      limits,
    );
    expect(ok.ok && ok.stake).toBe(150);
    expect(rouletteEngine.parse({ bets: [{ kind: 'straight', value: 37, amount: 100 }] }, limits).ok).toBe(false);
    expect(rouletteEngine.parse({ bets: [{ kind: 'red', value: 1, amount: 100 }] }, limits).ok).toBe(false);
    expect(rouletteEngine.parse({ bets: [{ kind: 'zero', amount: 100 }] }, limits).ok).toBe(false);
    expect(rouletteEngine.parse({ bets: [] }, limits).ok).toBe(false);
    const spin = rouletteEngine.play({ bets: [{ kind: 'red', amount: 100 }] }, sequence(1 / 37 + 0.001));
    expect(spin.outcome.number).toBe(1);
    expect(spin.win).toBe(200);
  });
});

describe('crash', () => {
  it('stops at 1.00× or more, and any target returns 97 %', () => {
    expect(crashPoint(0)).toBe(100);
    expect(crashPoint(0.5)).toBe(194);
    expect(crashPoint(0.999999999)).toBe(100_000);
    // P(crash >= x) = 0.97 / x: check it on a fine grid of draws.
    const n = 100_000;
    let reached = 0;
    for (let i = 0; i < n; i++) if (crashPoint((i + 0.5) / n) >= 250) reached++;
    expect(reached / n).toBeCloseTo(HOUSE / 2.5, 2);
  });

  it('pays stake × target when the target is reached', () => {
    const win = crashEngine.play({ stake: 100, target: 150 }, sequence(0.5));
    expect(win).toEqual({ outcome: { crash: 194, target: 150, cashedOut: true }, win: 150 });
    const loss = crashEngine.play({ stake: 100, target: 250 }, sequence(0.5));
    expect(loss.win).toBe(0);
    expect(crashEngine.parse({ stake: 100, target: 100 }, limits).ok).toBe(false);
  });
});

it('plays each catalogue game with the engine of its type', () => {
  expect(kindOf({ type: 'slot', tags: [] })).toBe('slot');
  expect(kindOf({ type: 'fast', tags: ['custom'] })).toBe('crash');
  expect(kindOf({ type: 'live', tags: [] })).toBe('roulette');
  expect(kindOf({ type: 'casino', tags: [] })).toBe('roulette');
  expect(kindOf({ type: 'live', tags: ['sportsbook'] })).toBe('sportsbook');
});
