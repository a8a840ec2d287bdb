import { useCallback } from 'react';
import { localePath, useLocaleStore } from '@casino/shared';

/** Paths of the site in the page's language ('/cashier/deposit' → '/ru/cashier/deposit'). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocaleStore((s) => s.locale);
  return useCallback((path: string) => localePath(locale, path), [locale]);
}

/** An in-site path from configuration or a query (never another site or a script URL). */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return /^[\w\-./?=&%#~+,:]*$/.test(value) ? value : null;
}
