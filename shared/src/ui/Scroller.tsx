import { useCallback, useEffect, useState } from 'react';
import styles from './Scroller.module.css';
import { scrollEnds, scrollStep } from './scroller';

export { scrollEnds, scrollStep };

export interface ScrollerState {
  /** The ref of the scrolling list (a callback: a list that appears later, after loading, is followed too). */
  ref: (element: HTMLElement | null) => void;
  atStart: boolean;
  atEnd: boolean;
  /** Moves the strip by one step (`scrollStep`), smoothly unless the player asked for reduced motion. */
  scrollBy: (direction: -1 | 1) => void;
}

const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Follows a sideways-scrolling list: whether it is at its start or end, and a step either way. */
export function useScroller(): ScrollerState {
  const [el, ref] = useState<HTMLElement | null>(null);
  // Until measured, "at start" and "not at end": the next button is offered, the previous one not.
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  useEffect(() => {
    if (!el) return;
    const update = () => {
      const next = scrollEnds(el);
      setEnds((was) => (was.atStart === next.atStart && was.atEnd === next.atEnd ? was : next));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resized?.observe(el);
    const changed = typeof MutationObserver === 'function' ? new MutationObserver(update) : null;
    changed?.observe(el, { childList: true });
    return () => {
      el.removeEventListener('scroll', update);
      resized?.disconnect();
      changed?.disconnect();
    };
  }, [el]);
  const scrollBy = useCallback(
    (direction: -1 | 1) => {
      if (!el) return;
      const first = el.firstElementChild as HTMLElement | null;
      const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
      const step = scrollStep(el.clientWidth, first?.getBoundingClientRect().width ?? 0, gap);
      el.scrollBy({ left: direction * step, behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    [el],
  );
  return { ...ends, ref, scrollBy };
}

export interface ScrollButtonsProps {
  scroller: ScrollerState;
  previousLabel: string;
  nextLabel: string;
  /** The id of the list the buttons move. */
  controls?: string;
  className?: string;
}

/**
 * "Previous" and "next" for a sideways list, so a mouse (and a keyboard) reaches every item.
 * At an end its button is marked disabled but keeps focus, so pressing on does not drop it.
 */
export function ScrollButtons({ scroller, previousLabel, nextLabel, controls, className }: ScrollButtonsProps) {
  // Everything in view: the buttons go, their room stays (the page does not shift when measured).
  const idle = scroller.atStart && scroller.atEnd;
  const button = (direction: -1 | 1, label: string, disabled: boolean) => (
    <button
      type="button"
      className={styles.arrow}
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && scroller.scrollBy(direction)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={direction < 0 ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
  return (
    <div className={`${styles.buttons} ${className ?? ''}`} style={idle ? { visibility: 'hidden' } : undefined}>
      {button(-1, previousLabel, scroller.atStart)}
      {button(1, nextLabel, scroller.atEnd)}
    </div>
  );
}
