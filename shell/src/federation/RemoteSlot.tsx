import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@casino/shared';
import { useRemotes, useRemoteStatus } from './context';
import { fetchRegistry } from './registry';
import { RemoteBoundary } from './RemoteBoundary';
import styles from './RemoteSlot.module.css';

interface Props {
  name: RemoteName;
  slot: string;
  /** Height reserved while loading, so the page does not jump. */
  minHeight?: number;
  props?: Record<string, unknown>;
  /** A small piece (a header button): a square placeholder while loading, nothing when it fails. */
  quiet?: boolean;
}

const Empty: ComponentType = () => null;

/** Embeds a piece another part offers through its `slots`; a failure shows a compact fallback in its place. */
export function RemoteSlot({ name, slot, minHeight = 120, props = {}, quiet = false }: Props) {
  const [attempt, setAttempt] = useState(0);
  // A quiet piece does not load a remote that already failed here (the area offers the retry);
  // once the remote is retried, the piece loads afresh.
  const remotes = useRemotes();
  const failed = useRemoteStatus(name)?.state === 'failed';
  const retry = async () => {
    await remotes.prepareRetry(name, fetchRegistry);
    setAttempt((n) => n + 1);
  };
  if (quiet && failed) return null;
  return (
    <RemoteBoundary key={attempt} name={name} compact quiet={quiet} onRetry={retry}>
      <SlotPiece
        key={`${name}:${slot}`}
        name={name}
        slot={slot}
        props={props}
        loading={
          quiet ? (
            <span className={styles.skeleton} style={{ display: 'inline-block', width: minHeight, height: minHeight }} aria-hidden="true" />
          ) : (
            <div className={styles.skeleton} style={{ minHeight }} aria-busy="true" />
          )
        }
      />
    </RemoteBoundary>
  );
}

interface PieceProps {
  name: RemoteName;
  slot: string;
  props: Record<string, unknown>;
  loading: ReactNode;
}

/**
 * The piece, loaded once per mount: a retry remounts it (the boundary around it is keyed by the
 * attempt), and so does a quiet piece coming back after its remote was retried. It suspends only
 * inside its own Suspense, so its state (the lazy piece) survives while the remote loads.
 */
function SlotPiece({ name, slot, props, loading }: PieceProps) {
  const remotes = useRemotes();
  const [Piece] = useState(() =>
    lazy(async () => {
      const app = await remotes.load(name);
      const load = app.slots?.[slot];
      return load ? load() : { default: Empty };
    }),
  );
  return (
    <Suspense fallback={loading}>
      <Piece {...props} />
    </Suspense>
  );
}
