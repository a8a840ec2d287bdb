import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from '@casino/shared';
import { fetchRegistry } from './registry';
import { loadRemoteApp, prepareRetry } from './remotes';
import { RemoteBoundary } from './RemoteBoundary';
import styles from './RemoteSlot.module.css';

interface Props {
  name: RemoteName;
  slot: string;
  /** Height reserved while loading, so the page does not jump. */
  minHeight?: number;
  props?: Record<string, unknown>;
}

const Empty: ComponentType = () => null;

/** Embeds a piece another part offers through its `slots`; a failure shows a compact fallback in its place. */
export function RemoteSlot({ name, slot, minHeight = 120, props = {} }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Piece = useMemo(
    () =>
      lazy(async () => {
        const app = await loadRemoteApp(name);
        const load = app.slots?.[slot];
        return load ? load() : { default: Empty };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, slot, attempt],
  );
  const retry = async () => {
    await prepareRetry(name, fetchRegistry);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={attempt} name={name} compact onRetry={retry}>
      <Suspense fallback={<div className={styles.skeleton} style={{ minHeight }} aria-busy="true" />}>
        <Piece {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
