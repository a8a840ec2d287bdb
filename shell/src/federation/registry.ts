import { isRemoteName, sampleRateOf, type RegistryDocument, type RegistryEntry, type RemoteName } from '@casino/shared';
import { INLINE_REGISTRY_ID } from '@casino/contract/registry/pages';

/**
 * Where each part lives is learnt only at run time, from the registry document. When it cannot
 * be read, the shell still knows which areas exist (so it can show their "unavailable" message
 * with a retry instead of a 404), but not where any remote's code is. The areas are each
 * remote's `federation.prefixes` in its package.json, injected at build time.
 */
export const KNOWN_AREAS: Record<RemoteName, string[]> = __KNOWN_AREAS__;

export interface RegistryState {
  doc: RegistryDocument;
  /** The document could not be fetched or read. */
  failed: boolean;
}

function isEntry(value: unknown): value is RegistryEntry {
  const e = value as Partial<RegistryEntry> | null;
  return (
    !!e &&
    isRemoteName(e.name) &&
    typeof e.entry === 'string' &&
    typeof e.release === 'string' &&
    typeof e.contract === 'number' &&
    Array.isArray(e.prefixes) &&
    e.prefixes.every((p) => typeof p === 'string' && /^[a-z0-9_-]+$/.test(p))
  );
}

/** Reads a registry document, keeping only well-formed entries (one bad entry cannot hide the rest). */
export function parseRegistry(body: unknown): RegistryDocument {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error('Registry document has no remotes list');
  const refresh = (body as { refreshSeconds?: unknown }).refreshSeconds;
  const sample = (body as { vitalsSampleRate?: unknown }).vitalsSampleRate;
  return {
    remotes: remotes.filter(isEntry),
    ...(typeof refresh === 'number' && refresh > 0 ? { refreshSeconds: refresh } : {}),
    ...(typeof sample === 'number' ? { vitalsSampleRate: sampleRateOf(sample) } : {}),
  };
}

export { INLINE_REGISTRY_ID };

/**
 * The registry the server rendered into the page (the visitor's live releases at the time the
 * page was made), read once at start-up instead of fetching `/remotes.json`; null when the page
 * has none or it cannot be read (the shell then fetches the document).
 */
export function inlineRegistry(doc: Pick<Document, 'getElementById'> = document): RegistryState | null {
  const element = doc.getElementById(INLINE_REGISTRY_ID);
  if (!element?.textContent) return null;
  try {
    return { doc: parseRegistry(JSON.parse(element.textContent)), failed: false };
  } catch (error) {
    console.error('[federation] inline registry unreadable', error);
    return null;
  }
}

export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RegistryState> {
  try {
    // Absolute path: a relative one would resolve against deep links.
    const res = await fetchImpl('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return { doc: parseRegistry(await res.json()), failed: false };
  } catch (error) {
    console.error('[federation] registry unavailable', error);
    return { doc: { remotes: [] }, failed: true };
  }
}

/** Which remote serves a top-level path segment: the registry first, then the known areas. */
export function areaOwner(segment: string, state: RegistryState): RemoteName | null {
  for (const entry of state.doc.remotes) if (entry.prefixes.includes(segment)) return entry.name;
  for (const [name, prefixes] of Object.entries(KNOWN_AREAS) as [RemoteName, string[]][]) {
    if (prefixes.includes(segment)) return name;
  }
  return null;
}

/** Every top-level segment that belongs to some remote. */
export function areaPrefixes(state: RegistryState): Map<string, RemoteName> {
  const out = new Map<string, RemoteName>();
  for (const [name, prefixes] of Object.entries(KNOWN_AREAS) as [RemoteName, string[]][]) {
    for (const p of prefixes) out.set(p, name);
  }
  for (const entry of state.doc.remotes) for (const p of entry.prefixes) out.set(p, entry.name);
  return out;
}
