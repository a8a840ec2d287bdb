import { render, screen } from '@testing-library/react';
import { loadOnce, useOnDemand, type ComponentCache, type ComponentModule } from './on-demand';

const Hello = ({ who }: { who: string }) => <p>Hello, {who}</p>;

function Piece({ load, cache }: { load: () => Promise<ComponentModule<{ who: string }>>; cache: ComponentCache }) {
  const piece = useOnDemand('hello', load, cache);
  if (piece.error) return <p role="alert">{String((piece.error as Error).message)}</p>;
  if (!piece.Component) return <p>Loading</p>;
  return <piece.Component who="Aziz" />;
}

describe('a component loaded on demand', () => {
  it('shows the placeholder, then the component once its module arrives; a later mount renders it at once', async () => {
    const cache: ComponentCache = new Map();
    const load = jest.fn(async () => ({ default: Hello }));
    const first = render(<Piece load={load} cache={cache} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Aziz')).toBeInTheDocument();
    first.unmount();

    render(<Piece load={load} cache={cache} />);
    expect(screen.getByText('Hello, Aziz')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes a load started before it rendered (a preload) instead of starting its own', async () => {
    const cache: ComponentCache = new Map();
    const preload = jest.fn(async () => ({ default: Hello }));
    const own = jest.fn(async () => ({ default: Hello }));
    void loadOnce(cache, 'hello', preload);
    render(<Piece load={own} cache={cache} />);
    expect(await screen.findByText('Hello, Aziz')).toBeInTheDocument();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(own).not.toHaveBeenCalled();
  });

  it('answers the failure, and the next mount loads again', async () => {
    const cache: ComponentCache = new Map();
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Hello });
    const first = render(<Piece load={load} cache={cache} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('offline');
    first.unmount();

    render(<Piece load={load} cache={cache} />);
    expect(await screen.findByText('Hello, Aziz')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
