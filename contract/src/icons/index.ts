/**
 * The site's icon set, one source of truth: every icon the parts draw is here, as SVG text
 * (spec §7: icons are SVG text). `<Icon>` draws one inline; `iconSvg` answers a whole SVG
 * document, which the server serves at `iconUrl(name)` and `fetchIconSvg` fetches by that URL;
 * the `/_icons` page lists them all (spec §2). No React here: the server reads this module too.
 */
export const ICONS = {
  heart: {
    attrs: '',
    body: '<path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.5h1.6c.8-1.4 2.3-2.5 4.4-2.5 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"/>',
  },
  search: {
    attrs: '',
    body: '<circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M15.5 15.5 21 21" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  },
  bell: {
    attrs: '',
    body: '<path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"/>',
  },
  eye: {
    attrs: 'fill="none" stroke="currentColor" stroke-width="2"',
    body: '<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"/><circle cx="12" cy="12" r="3"/>',
  },
  'eye-off': {
    attrs: 'fill="none" stroke="currentColor" stroke-width="2"',
    body: '<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"/><circle cx="12" cy="12" r="3"/><path d="M3 3l18 18"/>',
  },
} as const satisfies Record<string, { attrs: string; body: string }>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** The icon as a standalone SVG document (24×24 view box). */
export function iconSvg(name: IconName): string {
  const icon = ICONS[name];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${icon.attrs ? ` ${icon.attrs}` : ''}>${icon.body}</svg>`;
}

/** Where the server serves the icons, one SVG document each (`/_icons/<name>.svg`). */
export const ICONS_PATH = '/_icons/';

/** FNV-1a of the icon's SVG document, 8 hex digits: the version its URL carries. */
export function iconVersion(name: IconName): string {
  let hash = 0x811c9dc5;
  for (const ch of iconSvg(name)) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The icon's URL: stable while the icon is unchanged, so it is cached for a year. */
export function iconUrl(name: IconName): string {
  return `${ICONS_PATH}${name}.svg?v=${iconVersion(name)}`;
}

const fetched = new Map<string, Promise<string | null>>();

/**
 * The icon's SVG text fetched from its URL (spec §7), once per page. A failure is logged and
 * answers null (spec §8: icon loading failures are logged only); the next call tries again.
 */
export function fetchIconSvg(name: IconName, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<string | null> {
  const url = iconUrl(name);
  let pending = fetched.get(url);
  if (!pending) {
    pending = fetchImpl(url)
      .then(async (res) => {
        const type = res.headers.get('content-type') ?? '';
        if (!res.ok || !type.startsWith('image/svg+xml')) throw new Error(`HTTP ${res.status} ${type}`);
        return res.text();
      })
      .catch((error: unknown) => {
        console.error('[icons] icon unavailable', name, error);
        fetched.delete(url);
        return null;
      });
    fetched.set(url, pending);
  }
  return pending;
}
