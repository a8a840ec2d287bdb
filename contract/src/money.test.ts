import { addMinor, CURRENCY_EXPONENTS, exponentOf, fromMinor, isWholeMinor, percentOf, roundMajor, subMinor, sumMajor, toMinor } from './money';

describe('money in minor units', () => {
  it('knows the exponents of the offered currencies (ISO 4217), 2 for any other', () => {
    expect(CURRENCY_EXPONENTS).toEqual({ USD: 2, EUR: 2, UZS: 2, RUB: 2 });
    expect(['USD', 'EUR', 'UZS', 'RUB', 'XYZ', undefined, null].map(exponentOf)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(toMinor(1_200_000, 'UZS')).toBe(120_000_000);
    expect(fromMinor(150, 'RUB')).toBe(1.5);
  });

  it('converts without binary drift: 0.1 + 0.2, 1.005, 19.99, 4.35', () => {
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(4.35)).toBe(435);
    expect(toMinor(0.07)).toBe(7);
    expect(fromMinor(30)).toBe(0.3);
    expect(sumMajor([0.1, 0.2])).toBe(0.3);
    expect(roundMajor(12.345)).toBe(12.35);
    expect(roundMajor(2.675)).toBe(2.68);
  });

  it('rounds halves away from zero, negatives too, and never answers -0', () => {
    expect(toMinor(0.125)).toBe(13);
    expect(toMinor(-0.125)).toBe(-13);
    expect(toMinor(-1.005)).toBe(-101);
    expect(toMinor(0.004)).toBe(0);
    expect(Object.is(toMinor(-0.004), 0)).toBe(true);
    expect(Object.is(fromMinor(-0), 0)).toBe(true);
    expect(fromMinor(-1999)).toBe(-19.99);
    expect(fromMinor(12.6)).toBe(0.13);
  });

  it('keeps large amounts exact and refuses what it cannot', () => {
    expect(toMinor(999_999_999_999.99)).toBe(99_999_999_999_999);
    expect(fromMinor(99_999_999_999_999)).toBe(999_999_999_999.99);
    expect(toMinor(1e12)).toBe(1e14);
    expect(() => toMinor(1e15)).toThrow(RangeError);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Infinity)).toThrow(RangeError);
    expect(() => addMinor(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => addMinor(1.5, 1)).toThrow(RangeError);
  });

  it('adds and subtracts minor units', () => {
    expect(addMinor(10, 20)).toBe(30);
    expect(subMinor(10, 25)).toBe(-15);
    expect(sumMajor([19.99, 0.01, -5])).toBe(15);
    expect(sumMajor([])).toBe(0);
  });

  it('takes a percentage down by default, or to the nearest', () => {
    expect(percentOf(10_000, 50)).toBe(5_000);
    expect(percentOf(999, 10)).toBe(99);
    expect(percentOf(999, 10, 'nearest')).toBe(100);
    expect(percentOf(105, 50, 'nearest')).toBe(53);
    expect(percentOf(-105, 50, 'nearest')).toBe(-53);
    expect(percentOf(-999, 10)).toBe(-99);
    expect(percentOf(1_000, 2.5)).toBe(25);
    expect(percentOf(1_000, 0)).toBe(0);
    // 0.07 × 100 is 7.000000000000001 in binary: still 7.
    expect(percentOf(100, 7)).toBe(7);
  });

  it('tells validators whether an amount is whole minor units, without throwing on any number', () => {
    expect([12.34, 19.99, 1.005 * 100, 0, 1e12].map((n) => isWholeMinor(n))).toEqual([true, true, true, true, true]);
    expect([12.345, 1e15, Number.NaN, Number.POSITIVE_INFINITY].map((n) => isWholeMinor(n))).toEqual([false, false, false, false]);
  });
});
