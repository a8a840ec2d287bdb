import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@casino/shared';
import { loadOnce, useOnDemand, type ComponentCache } from '../platform/on-demand';
import { useRemotes, useRemoteStatus } from './context';
import type { RemoteLoader } from './loader';
import { fetchRegistry } from './registry';
import { RemoteBoundary } from './RemoteBoundary';
import { ServerRenderSkipped } from './server-render';
import { PageDataScope } from './data-scope';
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
  const loading = quiet ? (
    <span className={styles.skeleton} style={{ display: 'inline-block', width: minHeight, height: minHeight }} aria-hidden="true" />
  ) : (
    <div className={styles.skeleton} style={{ minHeight }} aria-busy="true" />
  );
  return (
    <RemoteBoundary key={attempt} name={name} compact quiet={quiet} onRetry={retry}>
      {/* A piece the server could not render is rendered here in the browser. */}
      <PageDataScope part={name}>
        <Suspense fallback={loading}>
          <SlotPiece key={`${name}:${slot}`} name={name} slot={slot} props={props} loading={loading} />
        </Suspense>
      </PageDataScope>
    </RemoteBoundary>
  );
}

interface PieceProps {
  name: RemoteName;
  slot: string;
  props: Record<string, unknown>;
  loading: ReactNode;
}

/** The pieces each loader has loaded or is loading: a piece mounted again (another page, a retry) renders at once. */
const pieces = new WeakMap<RemoteLoader, ComponentCache>();
const piecesOf = (loader: RemoteLoader) => {
  let cache = pieces.get(loader);
  if (!cache) pieces.set(loader, (cache = new Map()));
  return cache;
};

/**
 * Loads the piece a remote offers as `slot` (nothing when it offers none): its code is fetched as
 * soon as the remote's `./app` arrived, alongside the remote's strings, and the piece is ready once
 * the remote is (strings in, started).
 */
function pieceLoader(remotes: RemoteLoader, name: RemoteName, slot: string) {
  return async (): Promise<{ default: ComponentType<Record<string, unknown>> }> => {
    const app = await remotes.appOf(name);
    const load = app.slots?.[slot];
    const [piece] = await Promise.all([load ? load() : { default: Empty }, remotes.load(name)]);
    return piece as { default: ComponentType<Record<string, unknown>> };
  };
}

/**
 * Starts loading a slot's piece before any page renders it (the home page's, with the page; the
 * server's before it renders): its RemoteSlot then takes the same load. Answers whether it loaded.
 */
export function preloadSlot(remotes: RemoteLoader, name: RemoteName, slot: string): Promise<boolean> {
  return loadOnce(piecesOf(remotes), `${name}:${slot}`, pieceLoader(remotes, name, slot)).then(
    () => true,
    () => false,
  );
}

/**
 * The piece, loaded on demand without suspending (`useOnDemand`): its placeholder until it arrives,
 * and a failure to load thrown to the boundary around it, which shows the fallback. A retry
 * remounts it (the boundary is keyed by the attempt), and so does a quiet piece coming back after
 * its remote was retried.
 */
function SlotPiece({ name, slot, props, loading }: PieceProps) {
  const remotes = useRemotes();
  const piece = useOnDemand(`${name}:${slot}`, pieceLoader(remotes, name, slot), piecesOf(remotes));
  if (piece.error) throw piece.error;
  // The server renders a piece that is ready (loaded before the render) or leaves it to the browser.
  if (!piece.Component && typeof window === 'undefined') throw new ServerRenderSkipped(name, `${slot} not ready on the server`);
  if (!piece.Component) return <>{loading}</>;
  return <piece.Component {...props} />;
}
