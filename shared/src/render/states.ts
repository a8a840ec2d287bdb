import { createStore, useStore, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

/**
 * The state a server-rendered page was rendered with, per platform store. React reads a store's
 * server snapshot on the server and while it hydrates a page in the browser: both must be the
 * state of that page (its locale, its content settings, a guest's session), not the process's or
 * the one the browser reached meanwhile (a session that arrived before hydration).
 */
export type RenderStates = Partial<Record<PlatformStoreName, unknown>>;

/** The platform stores a server render sets (the others render their initial state everywhere). */
export type PlatformStoreName = 'locale' | 'config' | 'session';

interface RenderStateSource {
  /** The states of the page being rendered or hydrated; undefined outside one. */
  states(): RenderStates | undefined;
  /** True on the server: plain reads (`getState()`) take the request's state too. */
  server: boolean;
}

let source: RenderStateSource = { states: () => undefined, server: false };

/**
 * Set once by the shell: on the server, the request's states (kept per request, so concurrent
 * renders of other locales never mix); in the browser, the states the page was rendered with,
 * until it has hydrated.
 */
export function setRenderStateSource(next: RenderStateSource): void {
  source = next;
}

/**
 * True in a browser page the server rendered (the shell hydrates it with the data it carried): a
 * part need not ask early for what the page already holds.
 */
export function pageRenderedOnServer(): boolean {
  return !source.server && source.states() !== undefined;
}

/**
 * A zustand store whose server snapshot is the rendered page's state (`RenderStates`), else its
 * current state. On the server its `getState()` answers the request's state as well.
 */
export function createPlatformStore<S>(name: PlatformStoreName, initializer: StateCreator<S>): UseBoundStore<StoreApi<S>> {
  const api = createStore<S>()(initializer);
  const rendered = () => source.states()?.[name] as S | undefined;
  const getState = () => (source.server ? (rendered() ?? api.getState()) : api.getState());
  // zustand's hook reads `getInitialState` as the server snapshot (useSyncExternalStore).
  const hookApi: StoreApi<S> = { ...api, getState, getInitialState: () => rendered() ?? getState() };
  const useBoundStore = ((selector?: (state: S) => unknown) => useStore(hookApi, selector as (state: S) => S)) as UseBoundStore<StoreApi<S>>;
  return Object.assign(useBoundStore, api, { getState });
}
