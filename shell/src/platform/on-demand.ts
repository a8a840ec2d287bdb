import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';

/** A module whose default export is a component (what `import()` of a page or a slot answers). */
export type ComponentModule<P> = { default: ComponentType<P> };

interface Entry {
  component?: ComponentType<never>;
  pending: Promise<ComponentType<never>>;
}

/** Components loaded or on their way, by key: a later mount renders them at once. */
export type ComponentCache = Map<string, Entry>;

const loadedAnywhere: ComponentCache = new Map();

/**
 * Loads a component once per cache and key: every caller gets the same load, a failed one is
 * forgotten (the next caller tries again).
 */
export function loadOnce<P>(cache: ComponentCache, key: string, load: () => Promise<ComponentModule<P>>): Promise<ComponentType<P>> {
  let entry = cache.get(key);
  if (!entry) {
    const created: Entry = {
      pending: load().then(
        (module) => (created.component = module.default as ComponentType<never>),
        (error: unknown) => {
          cache.delete(key);
          throw error;
        },
      ),
    };
    // Whoever waits for it handles its failure; a load nobody waits for yet is not an unhandled rejection.
    created.pending.catch(() => {});
    cache.set(key, (entry = created));
  }
  return entry.pending as Promise<ComponentType<P>>;
}

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
 * load starts with the first render (or earlier, by `loadOnce` on the same cache), and the
 * module's arrival is a plain state update, rendered at once.
 */
export function useOnDemand<P>(key: string, load: () => Promise<ComponentModule<P>>, cache: ComponentCache = loadedAnywhere): OnDemand<P> {
  const [state, setState] = useState<OnDemand<P> & { key: string }>(() => ({ key }));
  const loaded = cache.get(key)?.component as ComponentType<P> | undefined;
  // Started while rendering, so the module is on its way before the first paint (one load per key).
  if (!loaded && !(state.key === key && state.error)) void loadOnce(cache, key, load);
  const start = useEffectEvent(() => loadOnce(cache, key, load));
  const renderedLoaded = !!loaded;
  useEffect(() => {
    // What this render showed, not what the cache holds now: a module that arrived between the
    // render and this effect still needs the state update that shows it.
    if (renderedLoaded) return;
    let live = true;
    start().then(
      (Component) => live && setState({ key, Component }),
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
  }, [key, cache, renderedLoaded]);
  if (loaded) return { Component: loaded };
  return state.key === key ? state : {};
}
