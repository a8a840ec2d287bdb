import { useEffect, useState } from 'react';
import { ApiError, type Result } from '@casino/shared';
import { api } from '../../lib/platform';
import { isSettled } from './rules';

export type TransactionInfo = Result<'cashier.getdepositinfo'>;

export const POLL_INTERVAL_MS = 2000;
/** After this long a pending payment stops being polled; the page says to check the history later. */
export const POLL_FOR_MS = 10 * 60_000;

export interface PolledTransaction {
  info: TransactionInfo | null;
  error: unknown;
  /** Still waiting for a settled status. */
  polling: boolean;
}

/** Reads a transaction and, while it is pending, reads it again every couple of seconds (spec §2: pay pending). */
export function usePolledTransaction(id: number | null, intervalMs = POLL_INTERVAL_MS): PolledTransaction {
  const [state, setState] = useState<PolledTransaction>({ info: null, error: null, polling: id !== null });
  useEffect(() => {
    if (id === null) {
      setState({ info: null, error: null, polling: false });
      return;
    }
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const info = await api().call('cashier.getdepositinfo', { id }, { signal: controller.signal });
        if (controller.signal.aborted) return;
        const more = !isSettled(info.status) && Date.now() - started < POLL_FOR_MS;
        setState({ info, error: null, polling: more });
        if (more) timer = setTimeout(() => void read(), intervalMs);
      } catch (error) {
        if (controller.signal.aborted) return;
        // Not the player's transaction: nothing to wait for. Anything else (the network) is tried again.
        const more = !(error instanceof ApiError && error.is('InvalidParameter')) && Date.now() - started < POLL_FOR_MS;
        setState((s) => ({ info: s.info, error, polling: more }));
        if (more) timer = setTimeout(() => void read(), intervalMs * 2);
      }
    };
    void read();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [id, intervalMs]);
  return state;
}
