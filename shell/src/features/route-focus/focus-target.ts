/** The page's main heading: the h1 the page (shell or remote) renders inside the main landmark. */
export function mainHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main#main h1') ?? doc.querySelector<HTMLElement>('main h1');
}

export function mainLandmark(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main#main') ?? doc.querySelector<HTMLElement>('main');
}

/**
 * Whether focus should move to the new page: not while a modal dialog holds it, and not when the
 * page has already put it inside its content (a search field, the tab that was pressed).
 */
export function shouldMoveFocus(doc: Document): boolean {
  if (doc.querySelector('[role="dialog"][aria-modal="true"]')) return false;
  const active = doc.activeElement;
  const main = mainLandmark(doc);
  if (!active || active === doc.body || !main) return true;
  return !main.contains(active) || active === main;
}

/** Focuses an element that is not in the Tab order itself (a heading, the landmark) without adding it to the order. */
export function focusProgrammatically(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex') && el.tabIndex < 0) el.setAttribute('tabindex', '-1');
  el.focus();
}

export interface Waiting<T> {
  promise: Promise<T | null>;
  cancel(): void;
}

/** Resolves with what `find` returns once the document has it, or null after `timeoutMs` (remote pages render late). */
export function waitFor<T>(
  doc: Document,
  find: () => T | null,
  timeoutMs: number,
  options: MutationObserverInit = { childList: true, subtree: true },
): Waiting<T> {
  let cancel = () => {};
  const promise = new Promise<T | null>((resolve) => {
    const now = find();
    if (now) return resolve(now);
    const observer = new MutationObserver(() => {
      const found = find();
      if (found) finish(found);
    });
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(value: T | null) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(value);
    }
    cancel = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(doc.documentElement, options);
  });
  return { promise, cancel: () => cancel() };
}

/** What the live region says after a navigation: the new title, else the page's heading. */
export function announcementFor(title: string, titleBefore: string, heading: string | null | undefined): string {
  if (title && title !== titleBefore) return title;
  return heading?.trim() || title;
}
