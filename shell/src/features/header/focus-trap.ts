/** What Tab and Shift+Tab reach inside a dialog: they wrap around at the ends instead of leaving it. */
export function wrapFocus<T>(items: readonly T[], current: T | null, backwards: boolean): T | null {
  if (items.length === 0) return null;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const inside = current !== null && items.includes(current);
  if (backwards) return !inside || current === first ? last : null;
  return !inside || current === last ? first : null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `root` Tab stops at, in order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}
