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

describe('a component whose module arrives between its render and its effect', () => {
  it('is shown, not left as the placeholder (as a browser schedules it: effects run after the paint)', async () => {
    const { createRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    // Outside act, React renders and runs effects in separate tasks, as in a browser: the module's
    // already-resolved promise settles in between.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    try {
      root.render(<Piece load={() => Promise.resolve({ default: Hello })} cache={new Map()} />);
      expect(await screen.findByText('Hello, Aziz')).toBeInTheDocument();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      await act(async () => root.unmount());
      host.remove();
    }
  });
});
