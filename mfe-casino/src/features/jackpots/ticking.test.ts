import { startOf, tickValue } from './ticking';

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
