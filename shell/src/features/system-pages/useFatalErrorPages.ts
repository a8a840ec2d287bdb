import { useEffect } from 'react';
import { exclusionOfFields, localePath, useDialogsStore, useLocaleStore, useNavigate } from '@casino/shared';
import { FATAL_PAGE_PATHS, onFatalPage, reportFatalError } from '../../platform/fatal';
import { maintenanceState, userBlockState, type MaintenanceState } from './pages';
import { returnPath } from '../../platform/maintenance';

/** The page the player was on (or, on the maintenance page already, the one it keeps): where they return after maintenance. */
function pageBefore(): string | null {
  const here = returnPath(`${window.location.pathname}${window.location.search}`);
  const kept = (window.history.state as { usr?: MaintenanceState } | null)?.usr?.from;
  return here ?? returnPath(kept);
}

/**
 * Sends the player to the page of a fatal error wherever it happened (spec §8): an API answer
 * seen by the shell's client, or an ApiError nobody caught (a remote's own call).
 */
export function useFatalErrorPages(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const off = onFatalPage((page, error) => {
      const target = localePath(useLocaleStore.getState().locale, FATAL_PAGE_PATHS[page]);
      // A self-exclusion's end travels with the navigation: the page tells it.
      // So does the operator's maintenance message.
      const state =
        page === 'userBlock'
          ? userBlockState(exclusionOfFields(error.fields))
          : page === 'maintenance'
            ? maintenanceState(error.fields, pageBefore())
            : undefined;
      // The page replaces whatever was open over it (the sign-in popup that was refused).
      useDialogsStore.getState().clear();
      if (window.location.pathname !== target || state) void navigate(target, { replace: true, state });
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
