import { useEffect } from 'react';
import { useConfigStore } from '@casino/shared';
import { customCodeFrom, injectCustomCode } from './inject';

let injected = false;

/** Injects the enabled custom code entries once per page, as soon as the content settings are in. */
export function CustomCode() {
  const loaded = useConfigStore((s) => s.loaded);
  const config = useConfigStore((s) => s.config);
  useEffect(() => {
    if (!loaded || injected) return;
    injected = true;
    injectCustomCode(document, customCodeFrom(config));
  }, [loaded, config]);
  return null;
}
