import { requestReveal, reveal, scrollBehavior, takeReveal } from './reveal';

describe("revealing a picked method's form", () => {
  it('a pick is taken once by the form that opens next', () => {
    requestReveal(1000);
    expect(takeReveal(1200)).toBe(true);
    expect(takeReveal(1300)).toBe(false);
  });

  it('no pick, or a stale one, moves nothing', () => {
    expect(takeReveal(5000)).toBe(false);
    requestReveal(1000);
    expect(takeReveal(1000 + 3001)).toBe(false);
  });

  it('scrolls smoothly unless reduced motion is asked for', () => {
    expect(scrollBehavior(false)).toBe('smooth');
    expect(scrollBehavior(true)).toBe('auto');
  });

  it('scrolls the target to the top and focuses it without another scroll', () => {
    const target = document.createElement('h2');
    target.tabIndex = -1;
    document.body.append(target);
    target.scrollIntoView = jest.fn();
    reveal(target, { matchMedia: (q: string) => ({ matches: q.includes('reduce') }) as MediaQueryList });
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(target).toHaveFocus();
    target.remove();
  });
});
