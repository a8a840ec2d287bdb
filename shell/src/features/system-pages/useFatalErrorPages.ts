import { useEffect } from 'react';
import { exclusionOfFields, localePath, useDialogsStore, useLocaleStore, useNavigate } from '@casino/shared';
import { FATAL_PAGE_PATHS, onFatalPage, reportFatalError } from '../../platform/fatal';
import { maintenanceState, userBlockState } from './pages';

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
      const state = page === 'userBlock' ? userBlockState(exclusionOfFields(error.fields)) : page === 'maintenance' ? maintenanceState(error.fields) : undefined;
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
