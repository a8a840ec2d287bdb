import { normalizeInternalPath } from '../navigation/internal-path';

/** An in-site path from configuration, storage or a query (never another site or a script URL); null otherwise. */
export function safeInternalPath(value: string | null | undefined): string | null {
  return normalizeInternalPath(value);
}
