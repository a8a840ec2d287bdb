/** The wagering rules as pure functions: net exposure of bets that cover each other, and contributions. */
import { contribution, coveredExposure, roundExposure, shareOf, sportsbookExposure, wageringTypeOf } from './wagering';

const roulette = (...bets: Array<[string, number, number?]>) => ({
  bets: bets.map(([kind, amount, value]) => ({ kind, amount, ...(value === undefined ? {} : { value }) })),
});
const stakeOf = (bet: { bets: Array<{ amount: number }> }) => bet.bets.reduce((n, b) => n + b.amount, 0);
const exposure = (kind: 'roulette' | 'baccarat', bet: { bets: Array<{ amount: number }> }) => roundExposure(kind, bet, stakeOf(bet));

describe('net exposure of one round', () => {
  it('roulette: red and black cancel out, what is left of one over the other counts', () => {
    expect(exposure('roulette', roulette(['red', 100]))).toBe(100);
    expect(exposure('roulette', roulette(['red', 100], ['black', 100]))).toBe(0);
    expect(exposure('roulette', roulette(['red', 100], ['black', 50]))).toBe(50);
    expect(exposure('roulette', roulette(['odd', 100], ['even', 100], ['low', 30], ['high', 30]))).toBe(0);
    // Every number 1 to 36 straight up: nothing at risk but the zero.
    expect(exposure('roulette', { bets: Array.from({ length: 36 }, (_, i) => ({ kind: 'straight', value: i + 1, amount: 10 })) })).toBe(0);
    // A long shot risks its whole stake; two dozens risk both on the third.
    expect(exposure('roulette', roulette(['straight', 100, 17]))).toBe(100);
    expect(exposure('roulette', roulette(['straight', 100, 0]))).toBe(100);
    expect(exposure('roulette', roulette(['dozen', 100, 1], ['dozen', 100, 2]))).toBe(200);
  });

  it('baccarat: player and banker alike risk only the commission', () => {
    expect(
      exposure('baccarat', {
        bets: [
          { side: 'player', amount: 100_00 },
          { side: 'banker', amount: 100_00 },
        ],
      } as never),
    ).toBe(5_00);
    expect(exposure('baccarat', { bets: [{ side: 'banker', amount: 100_00 }] } as never)).toBe(100_00);
    expect(
      exposure('baccarat', {
        bets: [
          { side: 'player', amount: 100_00 },
          { side: 'tie', amount: 10_00 },
        ],
      } as never),
    ).toBe(110_00);
  });

  it('any other game is one bet: its stake', () => {
    expect(roundExposure('slot', { stake: 300 }, 300)).toBe(300);
    expect(roundExposure('crash', { stake: 300, target: 101 }, 300)).toBe(300);
  });

  it('never more than the stake, never less than nothing', () => {
    expect(coveredExposure(100, [0, 500])).toBe(100);
    expect(coveredExposure(100, [200, 300])).toBe(0);
    expect(coveredExposure(100, [])).toBe(0);
  });
});

describe('net exposure of sportsbook bets on the same events', () => {
  const results = new Map([
    [1, ['home', 'draw', 'away'] as const],
    [2, ['home', 'away'] as const],
  ]);
  it('every outcome of one event backed: the most the slips can lose together', () => {
    const slips = [
      { stake: 400, odds: 250, selections: [{ event_id: 1, pick: 'home' as const }] },
      { stake: 300, odds: 350, selections: [{ event_id: 1, pick: 'draw' as const }] },
      { stake: 300, odds: 300, selections: [{ event_id: 1, pick: 'away' as const }] },
    ];
    expect(sportsbookExposure(slips, results)).toBe(100);
    expect(sportsbookExposure(slips.slice(0, 1), results)).toBe(400);
    expect(sportsbookExposure(slips.slice(0, 2), results)).toBe(700);
  });

  it('accumulators over the same events cover each other over every combination of results', () => {
    const acc = (a: 'home' | 'draw' | 'away', b: 'home' | 'away', stake: number) => ({
      stake,
      odds: 400,
      selections: [
        { event_id: 1, pick: a },
        { event_id: 2, pick: b },
      ],
    });
    expect(sportsbookExposure([acc('home', 'home', 100)], results)).toBe(100);
    const all = (['home', 'draw', 'away'] as const).flatMap((a) => (['home', 'away'] as const).map((b) => acc(a, b, 100)));
    expect(sportsbookExposure(all, results)).toBe(200);
  });

  it('a share of the exposure by stake', () => {
    expect([shareOf(400, 1000, 100), shareOf(300, 1000, 100), shareOf(300, 1000, 100)]).toEqual([40, 30, 30]);
    expect(shareOf(100, 0, 100)).toBe(0);
    expect(shareOf(100, 100, 500)).toBe(100);
  });
});

describe('contributions', () => {
  it('count the percentage of the exposure, rounded down, within 0 and 100 %', () => {
    expect(contribution(10_00, 10)).toBe(1_00);
    expect(contribution(999, 10)).toBe(99);
    expect(contribution(10_00, 0)).toBe(0);
    expect(contribution(10_00, 150)).toBe(10_00);
    expect(contribution(-5, 100)).toBe(0);
  });

  it('a game type the catalogue does not know counts as a table game', () => {
    expect(wageringTypeOf('slot')).toBe('slot');
    expect(wageringTypeOf('live')).toBe('live');
    expect(wageringTypeOf('poker')).toBe('casino');
    expect(wageringTypeOf('sportsbook')).toBe('casino');
  });
});
