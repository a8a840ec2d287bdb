import { Component, type ReactNode } from 'react';
import type { Platform, RemoteName } from '@casino/shared';
import { useAsync } from './useAsync';

export interface PlatformSlotProps {
  /** The platform this remote was started with (its holder's `get()`). */
  platform: Platform;
  /** The part that offers the slot, and the slot's name in its `slots`. */
  remote: RemoteName;
  slot: string;
  props?: Record<string, unknown>;
  /** Shown while the other part loads. */
  loading: ReactNode;
  /** Shown when it cannot be loaded, offers no such slot or fails to render; `retry` loads it again. */
  unavailable(retry: () => void): ReactNode;
}

/**
 * Embeds another part's slot in a remote's page, at run time through the platform (a remote never
 * imports another remote): loading, then the piece, or the unavailable state with a retry.
 */
export function PlatformSlot({ platform, remote, slot, props = {}, loading, unavailable }: PlatformSlotProps) {
  const piece = useAsync(async () => {
    if (!platform.loadSlot) return null;
    return { Piece: await platform.loadSlot(remote, slot) };
  }, [platform, remote, slot]);
  if (piece.status === 'pending' || piece.status === 'idle') return <>{loading}</>;
  const Piece = piece.status === 'success' ? piece.data?.Piece : null;
  if (!Piece) return <>{unavailable(piece.reload)}</>;
  return (
    <SlotBoundary fallback={(reset) => unavailable(() => (reset(), piece.reload()))}>
      <Piece {...props} />
    </SlotBoundary>
  );
}

interface BoundaryProps {
  fallback(reset: () => void): ReactNode;
  children: ReactNode;
}

/** A piece that throws while rendering breaks only itself. */
class SlotBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
