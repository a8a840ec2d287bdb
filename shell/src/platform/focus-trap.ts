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

/** Keeps Tab and Shift+Tab inside `root` (a dialog): at either end focus wraps around. */
export function keepTabInside(root: HTMLElement, event: { key: string; shiftKey: boolean; preventDefault(): void }): void {
  if (event.key !== 'Tab') return;
  const next = wrapFocus(focusables(root), document.activeElement as HTMLElement | null, event.shiftKey);
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/** Gives focus back to the control that opened a dialog, when it is still on the page. */
export function returnFocus(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus();
}
