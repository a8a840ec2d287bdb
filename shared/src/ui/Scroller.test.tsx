import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollButtons, scrollEnds, scrollStep, useScroller } from './Scroller';

describe('scroll rules', () => {
  it('tells the start and the end, with a pixel of rounding', () => {
    expect(scrollEnds({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).toEqual({ atStart: true, atEnd: false });
    expect(scrollEnds({ scrollLeft: 300, scrollWidth: 1000, clientWidth: 400 })).toEqual({ atStart: false, atEnd: false });
    expect(scrollEnds({ scrollLeft: 599.5, scrollWidth: 1000, clientWidth: 400 })).toEqual({ atStart: false, atEnd: true });
    expect(scrollEnds({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({ atStart: true, atEnd: true });
  });

  it('steps by the whole items in view, at least one', () => {
    expect(scrollStep(1000, 180, 12)).toBe(5 * 192);
    expect(scrollStep(1000, 494, 12)).toBe(2 * 506);
    expect(scrollStep(300, 494, 12)).toBe(506);
    expect(scrollStep(500, 0, 12)).toBe(450);
  });
});

function Strip() {
  const scroller = useScroller();
  return (
    <>
      <ScrollButtons scroller={scroller} previousLabel="Previous games" nextLabel="Next games" controls="strip" />
      <ul id="strip" ref={scroller.ref} data-testid="strip">
        <li>one</li>
        <li>two</li>
      </ul>
    </>
  );
}

describe('ScrollButtons', () => {
  let scrollLeft = 0;
  const calls: ScrollToOptions[] = [];
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 1000 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
    Object.defineProperty(HTMLElement.prototype, 'scrollLeft', { configurable: true, get: () => scrollLeft, set: (v: number) => void (scrollLeft = v) });
    HTMLElement.prototype.scrollBy = function (options?: ScrollToOptions | number) {
      calls.push(options as ScrollToOptions);
    } as typeof HTMLElement.prototype.scrollBy;
  });
  afterAll(() => {
    for (const p of ['scrollWidth', 'clientWidth', 'scrollLeft']) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p];
  });

  it('offers next at the start, moves the strip, and marks the end button disabled while keeping focus', () => {
    render(<Strip />);
    const previous = screen.getByRole('button', { name: 'Previous games' });
    const next = screen.getByRole('button', { name: 'Next games' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');
    expect(next).toHaveAttribute('aria-controls', 'strip');

    next.focus();
    fireEvent.click(next);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.left).toBeGreaterThan(0);
    expect(calls[0]!.behavior).toBe('smooth');

    act(() => {
      scrollLeft = 600;
      fireEvent.scroll(screen.getByTestId('strip'));
    });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('aria-disabled');
    fireEvent.click(next);
    expect(calls).toHaveLength(1);
    expect(next).toHaveFocus();

    fireEvent.click(previous);
    expect(calls[1]!.left).toBeLessThan(0);
  });

  it('jumps without animation when the player asks for reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes('reduce'), media: q }) as MediaQueryList) as typeof window.matchMedia;
    scrollLeft = 0;
    calls.length = 0;
    render(<Strip />);
    fireEvent.click(screen.getByRole('button', { name: 'Next games' }));
    expect(calls[0]!.behavior).toBe('auto');
    window.matchMedia = matchMedia;
  });

  it('shows no buttons when everything fits', () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 400 });
    render(<Strip />);
    expect(screen.queryByRole('button', { name: 'Next games' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Next games')).not.toBeVisible();
  });
});
