import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore } from '@casino/shared';
import { Loader, Spinner } from './Spinner';
import { Skeleton } from './Skeleton';
import { EmptyState, ErrorState } from './States';
import { Money } from './Money';

afterEach(() => act(() => useLocaleStore.setState({ locale: 'uz' })));

describe('Spinner and Loader', () => {
  it('a spinner is a status named "loading" in the page language', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Yuklanmoqda…' })).toBeInTheDocument();
  });

  it('follows a language switch and takes its own label', () => {
    render(<Spinner />);
    act(() => useLocaleStore.setState({ locale: 'ru' }));
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();
  });

  it('a decorative spinner is hidden', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('a loader is one status with readable text', () => {
    const { rerender } = render(<Loader />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Yuklanmoqda…');
    rerender(<Loader label="Oʻyinlar yuklanmoqda" />);
    expect(screen.getByRole('status')).toHaveTextContent('Oʻyinlar yuklanmoqda');
    expect(screen.getByText('Oʻyinlar yuklanmoqda')).not.toHaveClass('visuallyHidden');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes its size', () => {
    const { container } = render(<Skeleton shape="block" width={288} aspectRatio="3 / 2" />);
    const el = container.firstElementChild as HTMLElement;
    expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(el).toHaveClass('skeleton', 'block');
    expect(el.style.width).toBe('288px');
    expect(el.style.aspectRatio).toBe('3 / 2');
  });
});

describe('EmptyState and ErrorState', () => {
  it('an empty state is a region named by its heading, with text', () => {
    render(<EmptyState heading="Oʻyinlar topilmadi" text="Boshqa soʻz bilan qidiring" headingLevel={3} />);
    const region = screen.getByRole('region', { name: 'Oʻyinlar topilmadi' });
    expect(screen.getByRole('heading', { level: 3, name: 'Oʻyinlar topilmadi' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Boshqa soʻz bilan qidiring');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an error state is an alert whose action calls back', async () => {
    const retry = jest.fn();
    render(<ErrorState heading="Yuklab boʻlmadi" text="Qayta urinib koʻring" action={{ label: 'Qayta urinish', onClick: retry }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Yuklab boʻlmadi');
    expect(screen.getByRole('heading', { level: 2, name: 'Yuklab boʻlmadi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('takes any element as the action', () => {
    render(<EmptyState heading="Tarix boʻsh" action={<a href="/cashier/deposit">Depozit</a>} />);
    expect(screen.getByRole('link', { name: 'Depozit' })).toHaveAttribute('href', '/cashier/deposit');
  });
});

describe('Money', () => {
  it('writes amounts with comma thousands and 2 decimals', () => {
    render(
      <>
        <Money amount={1500} currency="USD" />
        <Money amount={1234567.891} currency="UZS" />
        <Money amount={-20} signed />
      </>,
    );
    expect(screen.getByText('1,500.00 USD')).toBeInTheDocument();
    expect(screen.getByText('1,234,567.89 UZS')).toBeInTheDocument();
    expect(screen.getByText('-20.00')).toHaveClass('negative');
    expect(screen.getByText('1,500.00 USD')).not.toHaveClass('negative');
  });

  it('spreads an API money object', () => {
    const balance = { amount: 99.5, currency: 'UZS' };
    render(<Money {...balance} />);
    expect(screen.getByText('99.50 UZS')).toBeInTheDocument();
  });
});
