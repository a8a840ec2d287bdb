import { useMemo } from 'react';
import { useConfigStore } from '@casino/shared';
import { displaySettings, pageSizes, type DisplaySettings, type PageSizes } from './rules';

/** Game display settings from the content config (spec §3). */
export function useDisplaySettings(): DisplaySettings {
  const config = useConfigStore((s) => s.config);
  return useMemo(() => displaySettings(config), [config]);
}

export function usePageSizes(): PageSizes {
  const config = useConfigStore((s) => s.config);
  return useMemo(() => pageSizes(config), [config]);
}
