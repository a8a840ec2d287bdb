import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@casino/shared';
import { RemotesContext } from './context';
import type { RemoteLoader } from './loader';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  name: RemoteName;
  children: ReactNode;
  compact?: boolean;
  /** On failure show nothing (a small piece such as a header button); the failure is still reported. */
  quiet?: boolean;
  /** Runs before the boundary renders its children again; defaults to just trying again. */
  onRetry?: () => Promise<void> | void;
}

/** Catches a remote's render errors so they break only its own area. */
export class RemoteBoundary extends Component<Props, { error: Error | null }> {
  static override contextType = RemotesContext;
  declare context: RemoteLoader | null;
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    // A remote that failed to load was reported by its loader; only crashes while rendering are reported here.
    const remotes = this.context;
    if (!remotes || remotes.status.getState().byName[this.props.name]?.state === 'failed') return;
    remotes.reportFailure({ remote: this.props.name, kind: 'render', message: error.message });
  }

  private retry = async () => {
    await this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      if (this.props.quiet) return null;
      return <RemoteFallback name={this.props.name} compact={this.props.compact} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
