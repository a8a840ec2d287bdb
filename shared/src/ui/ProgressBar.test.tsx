import { render, screen } from '@testing-library/react';
import { clampPercent, ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progress bar whose value is read as text', () => {
    render(<ProgressBar label="Wagering" percent={42.4} valueText="42.40 / 100.00 USD (42%)" />);
    const bar = screen.getByRole('progressbar', { name: 'Wagering' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42.40 / 100.00 USD (42%)');
  });

  it('reads the bare percentage when no text is given', () => {
    render(<ProgressBar label="Level" percent={7} />);
    expect(screen.getByRole('progressbar', { name: 'Level' })).toHaveAttribute('aria-valuetext', '7%');
  });

  it('keeps the value between 0 and 100, whatever was computed', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(250)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(33.6)).toBe(34);
  });
});
