/** An in-site path from configuration, storage or a query (never another site or a script URL); null otherwise. */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return /^[\w\-./?=&%#~+,:]*$/.test(value) ? value : null;
}
