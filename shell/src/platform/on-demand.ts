import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';

/** A module whose default export is a component (what `import()` of a page or a slot answers). */
export type ComponentModule<P> = { default: ComponentType<P> };

/** Components loaded so far, by key: a later mount renders them at once. */
export type ComponentCache = Map<string, ComponentType<never>>;

const loadedAnywhere: ComponentCache = new Map();

export interface OnDemand<P> {
  /** The component once its module arrived. */
  Component?: ComponentType<P>;
  /** Why it could not be loaded (the next mount tries again). */
  error?: unknown;
}

/**
 * A component loaded on demand, without suspending. React holds back the reveal of suspended
 * content until 300 ms after the last Suspense fallback it showed (its retry throttle), and a page
 * whose pieces arrive one after another (the remote, then its slot, then the shell's furniture)
 * waited that long for each: LCP of `/` at 4× CPU went from about 2.2 s to 1.5 s without it. The
 * module's arrival is a plain state update here, rendered at once.
 */
export function useOnDemand<P>(key: string, load: () => Promise<ComponentModule<P>>, cache: ComponentCache = loadedAnywhere): OnDemand<P> {
  const cached = () => cache.get(key) as ComponentType<P> | undefined;
  const [state, setState] = useState<OnDemand<P> & { key: string }>(() => ({ key, Component: cached() }));
  const current: OnDemand<P> = state.key === key ? state : { Component: cached() };
  const start = useEffectEvent(() => load());
  useEffect(() => {
    if (cache.has(key)) return;
    let live = true;
    start().then(
      (module) => {
        cache.set(key, module.default as ComponentType<never>);
        if (live) setState({ key, Component: module.default });
      },
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
  }, [key, cache]);
  return current;
}
