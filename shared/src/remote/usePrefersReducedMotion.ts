import { useSyncExternalStore } from 'react';

/** The media query a visitor's "reduce motion" system setting matches. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
}

/** Whether the visitor asks for reduced motion now (false where the setting cannot be read). */
export function prefersReducedMotion(): boolean {
  return query()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asks for reduced motion, following the setting while the page is open:
 * tickers, counters and anything that moves by itself stop moving when it is true (WCAG 2.2.2, 2.3.3).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
