import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('is a button with its text, primary and medium by default, never a stray submit', () => {
    render(<Button>Play</Button>);
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button', 'primary', 'md');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it.each(['primary', 'secondary', 'ghost'] as const)('has the %s variant', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button')).toHaveClass(variant);
  });

  it.each(['sm', 'md', 'lg'] as const)('has the %s size', (size) => {
    render(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button')).toHaveClass(size);
  });

  it('calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Deposit</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, keeps its name and focus, and ignores clicks', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Deposit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    button.focus();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    // The spinner inside is decorative: the button's own busy state speaks for it.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes disabled, a ref and other attributes through', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} disabled fullWidth aria-label="Close dialog" className="extra">
        ×
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Close dialog' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('fullWidth', 'extra');
    expect(ref.current).toBe(button);
  });
});
