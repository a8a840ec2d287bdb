/** Reload guard (spec §9): the page reloads itself at most once in 10 s. */
export const RELOAD_GUARD_MS = 10_000;
/** How often an open page asks whether a new shell build is live. */
export const BUILD_POLL_MS = 5 * 60_000;

const RELOADED_AT = 'shell:reloaded-at';

/** The id of the shell build this page runs (written into index.html by the build). */
export function currentBuildId(doc: Document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="shell-build"]')?.content || null;
}

/** The build now live, from `/builds/latest.json`; null when unknown (the failure is logged). */
export async function latestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl('/builds/latest.json', { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { id } = (await response.json()) as { id?: unknown };
    return typeof id === 'string' && id ? id : null;
  } catch (error) {
    console.error('[builds] latest build unknown', error);
    return null;
  }
}

export function mayReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !(now - lastReloadAt >= 0 && now - lastReloadAt < RELOAD_GUARD_MS);
}

function lastReload(storage: Storage): number | null {
  try {
    const value = Number(storage.getItem(RELOADED_AT));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Reloads the page unless it reloaded itself less than 10 s ago; answers whether it did. */
export function guardedReload(win: Pick<Window, 'sessionStorage' | 'location'>, now = Date.now()): boolean {
  if (!mayReload(now, lastReload(win.sessionStorage))) return false;
  try {
    win.sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    /* private mode: the guard then only covers this page's life */
  }
  win.location.reload();
  return true;
}

/** True while a reload of the last 10 s is still fresh: no new offer then. */
export function reloadedRecently(storage: Storage, now = Date.now()): boolean {
  return !mayReload(now, lastReload(storage));
}

export interface BuildWatchOptions {
  current: string | null;
  onNewBuild(id: string): void;
  fetchImpl?: typeof fetch;
  interval?: number;
  doc?: Document;
}

/**
 * Asks for the live build every few minutes and when the page becomes visible again; tells once
 * when it differs from the page's own. Answers the stop function.
 */
export function watchBuilds({ current, onNewBuild, fetchImpl, interval = BUILD_POLL_MS, doc = document }: BuildWatchOptions): () => void {
  if (!current) return () => undefined;
  let told = false;
  let busy = false;
  let lastCheck = 0;
  const check = async () => {
    if (told || busy) return;
    busy = true;
    lastCheck = Date.now();
    const latest = await latestBuildId(fetchImpl);
    busy = false;
    if (latest && latest !== current && !told) {
      told = true;
      onNewBuild(latest);
    }
  };
  const timer = setInterval(() => void check(), interval);
  const onVisible = () => {
    if (doc.visibilityState === 'visible' && Date.now() - lastCheck > 60_000) void check();
  };
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}

/** Registers `/sw.js` (production builds, secure contexts); a failure is logged only. */
export async function registerServiceWorker(nav: Navigator = navigator, secure = window.isSecureContext): Promise<boolean> {
  if (!secure || !('serviceWorker' in nav)) return false;
  try {
    await nav.serviceWorker.register('/sw.js', { scope: '/' });
    return true;
  } catch (error) {
    console.error('[sw] registration failed', error);
    return false;
  }
}
