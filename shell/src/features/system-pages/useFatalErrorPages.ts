import { useEffect } from 'react';
import { localePath, useLocaleStore, useNavigate } from '@casino/shared';
import { FATAL_PAGE_PATHS, onFatalPage, reportFatalError } from '../../platform/fatal';

/**
 * Sends the player to the page of a fatal error wherever it happened (spec §8): an API answer
 * seen by the shell's client, or an ApiError nobody caught (a remote's own call).
 */
export function useFatalErrorPages(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const off = onFatalPage((page) => {
      const target = localePath(useLocaleStore.getState().locale, FATAL_PAGE_PATHS[page]);
      if (window.location.pathname !== target) void navigate(target, { replace: true });
    });
    const onRejection = (event: PromiseRejectionEvent) => {
      if (reportFatalError(event.reason)) event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      off();
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [navigate]);
}
