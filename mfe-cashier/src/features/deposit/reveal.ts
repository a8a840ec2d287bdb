/**
 * A tapped payment method's form opens below the list, on a phone below the fold: the form is
 * brought into view and takes focus. The tap is remembered until the form of the method mounts
 * (a method in the address is a navigation first), and only briefly, so a later visit does not move.
 */
const FRESH_MS = 3000;
let requestedAt: number | null = null;

/** The player picked a method: its form should come into view when it opens. */
export function requestReveal(now = Date.now()): void {
  requestedAt = now;
}

/** Whether a form that just opened should come into view (once per pick). */
export function takeReveal(now = Date.now()): boolean {
  const fresh = requestedAt !== null && now - requestedAt <= FRESH_MS;
  requestedAt = null;
  return fresh;
}

/** Smooth scrolling unless the player asked for reduced motion. */
export function scrollBehavior(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? 'auto' : 'smooth';
}

/** Scrolls `target` to the top of the view (below the sticky header: its scroll-margin) and focuses it without a second jump. */
export function reveal(target: HTMLElement, win: Pick<Window, 'matchMedia'> = window): void {
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView?.({ behavior: scrollBehavior(reduced), block: 'start' });
  target.focus({ preventScroll: true });
}
