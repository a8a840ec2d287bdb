import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { bus, usePageData, type AsyncStatus } from '@casino/shared';

export interface AsyncState<T> {
  status: AsyncStatus;
  data: T | undefined;
  error: unknown;
  /** Loads again (keeps the current data while pending). */
  reload(): void;
  /** Replaces the data locally (after a mutation the server confirmed). */
  setData(update: (data: T | undefined) => T | undefined): void;
}

/**
 * Runs `load` when the dependencies change and tracks the async states of spec §4 (idle,
 * pending, success, error). A newer run aborts the older one, whose answer is then ignored.
 * On a server-rendered page the first answer comes with the page (`usePageData`): the server
 * renders it and the browser starts from it without asking again. Signing in, registering and
 * signing out load it again: an answer may be the player's (their character, their favourites).
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, enabled = true): AsyncState<T> {
  const fromPage = usePageData(load, deps, enabled);
  const [state, setState] = useState<{ status: AsyncStatus; data: T | undefined; error: unknown }>(() =>
    fromPage ? { status: 'success', data: fromPage.value, error: null } : { status: enabled ? 'pending' : 'idle', data: undefined, error: null },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  /** The page carried the first answer: the first run has nothing to load. */
  const skipFirst = useRef(fromPage !== null);

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    if (!enabled) {
      setState({ status: 'idle', data: undefined, error: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'pending', error: null }));
    loadRef.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data, error: null }),
      (error: unknown) => !controller.signal.aborted && setState((s) => ({ status: 'error', data: s.data, error })),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what `load` depends on (as with useEffect); `load` itself is read through a ref so a new closure each render does not rerun it
  }, [...deps, attempt, enabled]);

  // Another player (or none): the answer is asked again, and a signed-out player's is not kept on screen.
  useEffect(() => {
    const again = (forget: boolean) => () => {
      if (forget) setState((s) => ({ ...s, data: undefined }));
      setAttempt((n) => n + 1);
    };
    const offs = [bus.on('auth:login', again(false)), bus.on('auth:register', again(false)), bus.on('auth:logout', again(true))];
    return () => offs.forEach((off) => off());
  }, []);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((update: (data: T | undefined) => T | undefined) => setState((s) => ({ ...s, data: update(s.data) })), []);
  return { ...state, reload, setData };
}
