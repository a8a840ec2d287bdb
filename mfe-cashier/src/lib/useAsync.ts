import { useCallback, useEffect, useRef, useState } from 'react';
import type { AsyncStatus } from '@casino/shared';

export interface AsyncState<T> {
  status: AsyncStatus;
  data: T | null;
  error: unknown;
  reload(): void;
}

/** Runs `load` when `deps` change (and on reload); an answer that arrives after a newer request is dropped. */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [state, setState] = useState<{ status: AsyncStatus; data: T | null; error: unknown }>({ status: 'pending', data: null, error: null });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'pending', error: null }));
    loadRef.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data, error: null }),
      (error: unknown) => !controller.signal.aborted && setState((s) => ({ status: 'error', data: s.data, error })),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
