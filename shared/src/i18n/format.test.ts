import { DATE_TIME_JOIN, formatDate, formatDateTime, formatMoney, formatNumber, formatTime, percentProgress } from './format';

describe('formatters of spec §9', () => {
  it('groups thousands with commas and keeps 2 decimals for fractions', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatMoney(1500, 'USD')).toBe('1,500.00 USD');
  });
  it('writes dates as dd.mm.yyyy and times as h:mm', () => {
    const d = new Date(2026, 0, 5, 7, 3);
    expect(formatDate(d)).toBe('05.01.2026');
    expect(formatTime(d)).toBe('7:03');
  });
  it("joins a date and its time with the language's own word, never the spec's Spanish default", () => {
    const d = new Date(2026, 0, 5, 7, 3);
    expect(formatDateTime(d, 'uz')).toBe('05.01.2026 soat 7:03');
    expect(formatDateTime(d, 'ru')).toBe('05.01.2026 в 7:03');
    expect(Object.values(DATE_TIME_JOIN)).not.toContain('a las');
    expect(Object.keys(DATE_TIME_JOIN).sort()).toEqual(['ru', 'uz']);
  });
  it('computes percent progress rounded down', () => {
    expect(percentProgress(50, 0, 300)).toBe(16);
    expect(percentProgress(10, 5)).toBe(100);
    expect(percentProgress(10)).toBe(0);
  });
});
