import { createContext, use, useContext, useId, type DependencyList } from 'react';

/**
 * Data a page shows first travels with a server-rendered page: the server loads it while it
 * renders, writes it into the page, and the browser hydrates with it instead of asking again.
 * Entries are keyed by the component's `useId()` (the same on the server and while hydrating)
 * and checked against the load's dependencies.
 */
export interface PageDataEntry {
  /** The load's dependencies, as JSON: an entry for other dependencies is not taken. */
  deps: string;
  value: unknown;
}

export interface PageData {
  /** What the page carries for this key, when it matches the dependencies. */
  take(key: string, deps: string): { value: unknown } | undefined;
  /**
   * Server only: loads for this key (once per request) within the render's budget. Rejects when the
   * budget is spent (the part is then rendered in the browser); resolves `undefined` when the
   * load itself failed (the part renders its loading state and loads in the browser).
   */
  load?(key: string, deps: string, run: (signal: AbortSignal) => Promise<unknown>): PromiseLike<{ value: unknown } | undefined>;
}

export const PageDataContext = createContext<PageData | null>(null);

function depsKey(deps: DependencyList): string {
  try {
    return JSON.stringify(deps) ?? '';
  } catch {
    return '';
  }
}

/**
 * The data a server-rendered page carries for this component's load: on the server it is loaded
 * (the render waits for it), in the browser it is taken while the page hydrates. Null outside a
 * server-rendered page, when disabled, or when the server had none: the component loads as usual.
 */
export function usePageData<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, enabled = true): { value: T } | null {
  const page = useContext(PageDataContext);
  const key = useId();
  if (!page || !enabled) return null;
  const d = depsKey(deps);
  // On the server every render of the component asks for the same loads in the same order, the
  // answered ones too: after a component suspended, React gives each `use` the thenable of its
  // place in that order, so a load skipped here would hand its place, and its answer, to the next.
  if (page.load) return (use(page.load(key, d, load)) as { value: T } | undefined) ?? null;
  return (page.take(key, d) as { value: T } | undefined) ?? null;
}
