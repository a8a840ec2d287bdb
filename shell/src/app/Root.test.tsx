import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { useConfigStore } from '@casino/shared';
import { INTERACTIVE_MARK, InteractiveMark, layoutOf, PageLoader } from './Root';

describe('layouts', () => {
  it('the deepest route naming a layout decides; default otherwise', () => {
    expect(layoutOf([{ handle: undefined }, { handle: { layout: 'empty' } }])).toBe('empty');
    expect(layoutOf([{ handle: { layout: 'game' } }, { handle: {} }])).toBe('game');
    expect(layoutOf([{}, {}])).toBe('default');
    expect(layoutOf([{}, { handle: { layout: 'svg-sprite' } }])).toBe('svg-sprite');
    expect(layoutOf([{}, { handle: { layout: 'no-such-layout' } }])).toBe('default');
  });
});

describe('page loader', () => {
  it("shows the operator's loader logo from the content settings, and the spinner when the loader is one", () => {
    useConfigStore.getState().setConfig({ 'prazer-config': { siteName: 'Silk Fortune', loader: { type: 'logo', image: '/media/sf.svg' } } });
    const { unmount } = render(<PageLoader />);
    expect(screen.getByRole('status')).toContainElement(screen.getByRole('img', { name: 'Silk Fortune' }));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/sf.svg');
    unmount();
    useConfigStore.getState().setConfig({ 'prazer-config': { loader: { type: 'spinner' } } });
    render(<PageLoader />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});

describe('interactive mark', () => {
  const cleanups: (() => void)[] = [];
  const afterTest = (cleanup: () => void) => cleanups.push(cleanup);
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it('is marked once, when the page beside it in the boundary has committed, not while it is loading', async () => {
    // jsdom's performance has no user timing: a list of marks stands in for it.
    const marks: string[] = [];
    Object.assign(performance, { mark: (name: string) => void marks.push(name), getEntriesByName: (name: string) => marks.filter((m) => m === name) });
    afterTest(() => {
      delete (performance as Partial<Performance>).mark;
      delete (performance as Partial<Performance>).getEntriesByName;
    });
    let arrive!: () => void;
    const Page = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = () => resolve({ default: () => <p>the page</p> }))));
    const tree = (
      <Suspense fallback={<span>loading</span>}>
        <Page />
        <InteractiveMark />
      </Suspense>
    );
    const { rerender } = render(tree);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(marks).toEqual([]);
    await act(async () => arrive());
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(marks).toEqual([INTERACTIVE_MARK]);
    rerender(tree);
    expect(marks).toEqual([INTERACTIVE_MARK]);
  });
});
