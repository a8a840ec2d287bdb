import { useConfigStore, useDialogsStore, useLocaleStore, useSessionStore, useToastsStore } from '@casino/shared';

interface ResettableStore<S> {
  getInitialState(): S;
  setState(state: S, replace: true): void;
}

const reset = <S>(store: ResettableStore<S>) => store.setState(store.getInitialState(), true);

/** Puts every shared store back to its first state (call in afterEach: stores outlive a test). */
export function resetStores(): void {
  reset(useSessionStore);
  reset(useLocaleStore);
  reset(useConfigStore);
  reset(useDialogsStore);
  reset(useToastsStore);
}
