import { useMemo } from 'react';
import { useConfigStore } from '@casino/shared';
import { readOperatorSettings, type OperatorSettings } from './settings';

/** The operator's settings of the content service, following every change of the config store. */
export function useOperatorSettings(): OperatorSettings {
  const config = useConfigStore((s) => s.config);
  return useMemo(() => readOperatorSettings(config), [config]);
}

/** The same, read once outside React (click handlers). */
export function operatorSettings(): OperatorSettings {
  return readOperatorSettings(useConfigStore.getState().config);
}
