import { act, render, screen, within } from '@testing-library/react';
import { VirtualGrid } from './VirtualGrid';
import { gridLayout, overscanRows } from './gridLayout';

const games = Array.from({ length: 1200 }, (_, i) => ({ sysname: `game-${i + 1}`, name: `Game ${i + 1}` }));

/** jsdom lays nothing out: give every element the box a 1200 px wide page would. */
function mockLayout(width: number, top = 0) {
  return jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const rectTop = top - window.scrollY;
    return { width, height: 0, top: rectTop, left: 0, right: width, bottom: rectTop, x: 0, y: rectTop, toJSON: () => ({}) } as DOMRect;
  });
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderHall(props: Partial<Parameters<typeof VirtualGrid<(typeof games)[number]>>[0]> = {}) {
  return render(
    <VirtualGrid
      aria-label="Games"
      items={games}
      getItemKey={(g) => g.sysname}
      renderItem={(g) => <article aria-label={g.name}>{g.name}</article>}
      minColumnWidth={180}
      rowHeight={200}
      gap={16}
      {...props}
    />,
  );
}

// The virtualiser writes the scroll position back on mount; jsdom does not implement scrolling.
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => {}));

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: 0, configurable: true });
});

describe('VirtualGrid', () => {
  it('keeps at most ~100 items in the DOM for 1,200 items, starting at the top', () => {
    mockLayout(1200);
    renderHall();
    const list = screen.getByRole('list', { name: 'Games' });
    const cells = within(list).getAllByRole('listitem');
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.length).toBeLessThanOrEqual(100);
    expect(screen.getByRole('article', { name: 'Game 1' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Game 1200' })).toBeNull();
    // 6 columns of 180 px fit in 1200 px with 16 px gaps; rows are 200 + 16 px.
    expect(cells.length % 6).toBe(0);
    expect(list.style.height).toBe(`${200 * 200 + 16 * 199}px`);
  });

  it('tells the real set size and position of each item', () => {
    mockLayout(1200);
    renderHall();
    const [first] = screen.getAllByRole('listitem');
    expect(first).toHaveAttribute('aria-setsize', '1200');
    expect(first).toHaveAttribute('aria-posinset', '1');
  });

  it('renders the rows around the window scroll position', () => {
    mockLayout(1200);
    renderHall();
    // Row 100 starts at 100 × 216 px; it holds games 601–606.
    scrollWindowTo(100 * 216);
    const cells = screen.getAllByRole('listitem');
    expect(cells.length).toBeLessThanOrEqual(100);
    expect(screen.queryByRole('article', { name: 'Game 1' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Game 601' })).toBeInTheDocument();
    const positions = cells.map((c) => Number(c.getAttribute('aria-posinset')));
    expect(Math.min(...positions)).toBeGreaterThan(500);
    expect(Math.max(...positions)).toBeLessThan(700);
  });

  it('reaches the last item at the bottom', () => {
    mockLayout(1200);
    renderHall();
    scrollWindowTo(200 * 216);
    expect(screen.getByRole('article', { name: 'Game 1200' })).toBeInTheDocument();
  });

  it('follows the screen width: fewer columns on a phone', () => {
    mockLayout(360);
    renderHall({ rowHeight: undefined, aspect: 1.5, minColumnWidth: 150, gap: 8 });
    const cells = screen.getAllByRole('listitem');
    // Two 176 px columns; items 117 px tall (176 / 1.5).
    expect(cells.length % 2).toBe(0);
    expect(cells.length).toBeLessThanOrEqual(100);
    const list = cells[0]!.parentElement!;
    expect(list.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(list.style.gridAutoRows).toBe('117px');
  });

  it('accounts for content above the grid (scroll margin)', () => {
    mockLayout(1200, 2000);
    renderHall();
    // The grid starts 2000 px down the page: at scroll 0 at most its first rows wait below the fold.
    expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(12);
    scrollWindowTo(2000);
    expect(screen.getByRole('article', { name: 'Game 1' })).toBeInTheDocument();
    scrollWindowTo(2000 + 50 * 216);
    expect(screen.queryByRole('article', { name: 'Game 1' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Game 301' })).toBeInTheDocument();
  });

  it('without content above, the same scroll is already past the first rows', () => {
    mockLayout(1200, 0);
    renderHall();
    scrollWindowTo(2000);
    expect(screen.queryByRole('article', { name: 'Game 1' })).toBeNull();
  });

  it('keeps the items rendered before it was measured (a server render) as the same elements', () => {
    renderHall();
    const list = screen.getByRole('list', { name: 'Games' });
    const first = screen.getByRole('article', { name: 'Game 1' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    mockLayout(1200);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(list.style.gridTemplateColumns).toBe('repeat(6, minmax(0, 1fr))');
    expect(screen.getByRole('article', { name: 'Game 1' })).toBe(first);
    expect(screen.getByRole('list', { name: 'Games' })).toBe(list);
  });

  it('renders nothing for an empty list', () => {
    mockLayout(1200);
    renderHall({ items: [] });
    expect(screen.getByRole('list', { name: 'Games' })).toBeEmptyDOMElement();
  });
});

describe('grid layout', () => {
  it('fits as many columns as the minimum width allows', () => {
    expect(gridLayout({ width: 1200, minColumnWidth: 180, gap: 16 }).columns).toBe(6);
    expect(gridLayout({ width: 1200, minColumnWidth: 180, gap: 16, maxColumns: 4 }).columns).toBe(4);
    expect(gridLayout({ width: 100, minColumnWidth: 180, gap: 16 }).columns).toBe(1);
    expect(gridLayout({ width: 0, minColumnWidth: 180, gap: 16 })).toEqual({ columns: 1, columnWidth: 180, itemHeight: 180 });
  });

  it('derives the item height from the aspect ratio', () => {
    const layout = gridLayout({ width: 616, minColumnWidth: 200, gap: 8, aspect: 1.5, extraHeight: 24 });
    expect(layout.columns).toBe(3);
    expect(layout.columnWidth).toBe(200);
    expect(layout.itemHeight).toBe(Math.round(200 / 1.5 + 24));
  });

  it('overscans about 200 px (spec §9 buffer)', () => {
    expect(overscanRows(216)).toBe(1);
    expect(overscanRows(90)).toBe(3);
    expect(overscanRows(0)).toBe(200);
  });
});

describe('VirtualGrid measuring', () => {
  it('re-measures when something resizes (content above the grid loaded)', () => {
    const observed: Element[] = [];
    let notify: () => void = () => {};
    class FakeResizeObserver {
      constructor(cb: () => void) {
        notify = cb;
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {}
      unobserve() {}
    }
    const original = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      const layout = mockLayout(1200, 0);
      renderHall();
      expect(observed).toContain(document.body);
      expect(screen.getByRole('article', { name: 'Game 1' })).toBeInTheDocument();
      layout.mockRestore();
      mockLayout(1200, 5000);
      act(() => notify());
      expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(12);
      scrollWindowTo(5000);
      expect(screen.getByRole('article', { name: 'Game 1' })).toBeInTheDocument();
    } finally {
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = original;
    }
  });
});
