import { jackpotContribution, stakeLimits, toUsdCents, tournamentPoints } from '../catalogue/stake-limits';

it('limits stakes per currency', () => {
  expect(stakeLimits('USD')).toEqual({ min: 10, max: 100_00 });
  expect(stakeLimits('UZS').min).toBe(1_000_00);
  expect(stakeLimits('XXX')).toEqual(stakeLimits('USD'));
});

it('gives one tournament point per whole USD staked, none under the minimum bet', () => {
  expect(tournamentPoints(100, 'USD')).toBe(1);
  expect(tournamentPoints(250, 'USD')).toBe(2);
  expect(tournamentPoints(99, 'USD')).toBe(0);
  expect(tournamentPoints(40, 'USD', 0.5)).toBe(0);
  expect(tournamentPoints(100_000_000, 'UZS')).toBe(79); // 1,000,000 UZS
  expect(toUsdCents(10_000, 'RUB')).toBe(110);
});

it('feeds jackpots with half a percent of a stake', () => {
  expect(jackpotContribution(10_000, 'USD')).toBe(50);
  expect(jackpotContribution(100, 'USD')).toBe(0);
});
