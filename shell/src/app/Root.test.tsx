import { render, screen } from '@testing-library/react';
import { useConfigStore } from '@casino/shared';
import { layoutOf, PageLoader } from './Root';

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
