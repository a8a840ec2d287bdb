/**
 * The points a stake earns, in thousandths of a point: its exact share at any stake, and whole
 * points (floored) for the site.
 */
import { inMilli, pointsMilliFor, wholePoints } from './earning';
import { stakeLimits } from '../catalogue/stake-limits';

describe('pointsMilliFor', () => {
  it('earns the rate per USD staked, in thousandths, however small the stake', () => {
    expect(pointsMilliFor(1_00, 'USD', 1)).toBe(1_000);
    expect(pointsMilliFor(10_00, 'USD', 2.5)).toBe(25_000);
    // Below 1 USD a stake earned nothing when points were floored per round.
    expect(pointsMilliFor(99, 'USD', 1)).toBe(990);
    expect(pointsMilliFor(1, 'USD', 1)).toBe(10);
  });

  it('at the smallest stake of each currency: ten stakes earn what one stake ten times larger does', () => {
    expect(pointsMilliFor(stakeLimits('USD').min, 'USD', 1)).toBe(100);
    expect(pointsMilliFor(stakeLimits('EUR').min, 'EUR', 1)).toBe(108);
    expect(pointsMilliFor(stakeLimits('RUB').min, 'RUB', 1)).toBe(110);
    expect(pointsMilliFor(stakeLimits('UZS').min, 'UZS', 1)).toBe(79);
    for (const currency of ['USD', 'EUR', 'RUB', 'UZS']) {
      const min = stakeLimits(currency).min;
      expect(10 * pointsMilliFor(min, currency, 1)).toBe(pointsMilliFor(10 * min, currency, 1));
    }
    // Ten rounds of 0.10 USD at 1 point a USD: one whole point.
    expect(wholePoints(10 * pointsMilliFor(10, 'USD', 1))).toBe(1);
  });

  it('counts odd stakes and rates in integers (no binary fraction lost on the way)', () => {
    // 0.03 USD × 0.7 is 0.021 points; in floating point 3 × 0.7 × 10 is 20.999…
    expect(pointsMilliFor(3, 'USD', 0.7)).toBe(21);
    expect(pointsMilliFor(137, 'USD', 0.3)).toBe(411);
    expect(pointsMilliFor(137, 'USD', 1.7)).toBe(2_329);
    expect(pointsMilliFor(9_999, 'USD', 1.1)).toBe(109_989);
    // 0.11 EUR is 0.1188 USD: what is below a thousandth of a point is left out.
    expect(pointsMilliFor(11, 'EUR', 1)).toBe(118);
    // The largest stake at a large rate stays exact (1,000,000 UZS = 79 USD).
    expect(pointsMilliFor(stakeLimits('UZS').max, 'UZS', 1_000)).toBe(79_000_000);
    expect(pointsMilliFor(stakeLimits('USD').max, 'USD', 3)).toBe(300_000);
  });

  it('earns nothing without a rate or a stake', () => {
    expect(pointsMilliFor(10_00, 'USD', 0)).toBe(0);
    expect(pointsMilliFor(10_00, 'USD', -1)).toBe(0);
    expect(pointsMilliFor(10_00, 'USD', Number.NaN)).toBe(0);
    expect(pointsMilliFor(0, 'USD', 1)).toBe(0);
    expect(pointsMilliFor(-100, 'USD', 1)).toBe(0);
  });
});

it('shows whole points, floored, and counts whole points (prices, level minimums) in thousandths', () => {
  expect(wholePoints(0)).toBe(0);
  expect(wholePoints(999)).toBe(0);
  expect(wholePoints(1_000)).toBe(1);
  expect(wholePoints('1250999')).toBe(1_250);
  expect(inMilli(500)).toBe(500_000);
  expect(inMilli(0.5)).toBe(500);
});
