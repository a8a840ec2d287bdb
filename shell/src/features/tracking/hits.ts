/** Fraud-check hit delay after start (spec §7, §9). */
export const FRAUD_CHECK_DELAY_MS = 3000;

const TRACK_ID = /^[A-Za-z0-9._~-]{1,128}$/;
const SESSION_KEY = 'seon_session_id';

/** The affiliate track id of the landing URL (`?track_id=`; the last one if repeated), when well-formed. */
export function trackIdOf(search: string): string | null {
  const values = new URLSearchParams(search).getAll('track_id');
  const last = values[values.length - 1]?.trim() ?? '';
  return TRACK_ID.test(last) ? last : null;
}

/** A referer the hit may carry: http(s) only, at most 2048 characters; else empty. */
export function refererOf(referrer: string): string {
  return /^https?:\/\//i.test(referrer) && referrer.length <= 2048 ? referrer : '';
}

/** The visit hit: referer, landing path and the track id of the landing URL. */
export function visitHitUrl(location: { pathname: string; search: string }, referrer: string): string {
  const query = new URLSearchParams({ referer: refererOf(referrer), path: location.pathname.slice(0, 2048) });
  const trackId = trackIdOf(location.search);
  if (trackId) query.set('track_id', trackId);
  return `/hit?${query.toString()}`;
}

/** The fraud-check hit with the device session. */
export function fraudCheckHitUrl(session: string, referrer: string): string {
  return `/hit?${new URLSearchParams({ seon_session: session, referer: refererOf(referrer) }).toString()}`;
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * The device session of the fraud check: an id kept for the browser tab's session plus what the
 * browser says about the device, base64-encoded JSON.
 */
export function deviceSession(win: Window): string {
  let id: string | null = null;
  try {
    id = win.sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = win.crypto.randomUUID();
      win.sessionStorage.setItem(SESSION_KEY, id);
    }
  } catch {
    id ??= win.crypto.randomUUID();
  }
  const nav = win.navigator;
  return toBase64(
    JSON.stringify({
      sid: id,
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      languages: [...(nav.languages ?? [])].slice(0, 5),
      platform: nav.platform,
      screen: `${win.screen.width}x${win.screen.height}x${win.screen.colorDepth}`,
      touch: nav.maxTouchPoints ?? 0,
      cores: nav.hardwareConcurrency ?? 0,
    }),
  );
}

/** Sends a hit as a tracking image; a failure is logged only (spec §8). */
export function sendHit(win: Window, url: string): void {
  try {
    const image = new (win as Window & typeof globalThis).Image(1, 1);
    image.addEventListener('error', () => console.error('[tracking] hit failed', url.split('?')[0]));
    image.src = url;
  } catch (error) {
    console.error('[tracking] hit failed', error);
  }
}

export interface TrackingOptions {
  win?: Window;
  /** Whether the fraud check is on (general info `is_seon_enabled`); read when the delay ends. */
  fraudCheckEnabled(): Promise<boolean>;
  /** Milliseconds since the page started (tracking itself starts after the first paint). */
  elapsed?: number;
}

/** The visit hit now and, when enabled, the fraud-check hit 3 s after the page started. Answers a cancel. */
export function startTracking({ win = window, fraudCheckEnabled, elapsed = win.performance.now() }: TrackingOptions): () => void {
  sendHit(win, visitHitUrl(win.location, win.document.referrer));
  let cancelled = false;
  const timer = setTimeout(
    () => {
      fraudCheckEnabled().then(
        (enabled) => {
          if (enabled && !cancelled) sendHit(win, fraudCheckHitUrl(deviceSession(win), win.document.referrer));
        },
        (error: unknown) => console.error('[tracking] fraud check skipped', error),
      );
    },
    Math.max(0, FRAUD_CHECK_DELAY_MS - elapsed),
  );
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
