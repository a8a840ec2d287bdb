import { createHash } from 'node:crypto';

/**
 * Placeholder artwork for the demo catalogue, drawn as SVG from the file name alone, so the
 * same URL always answers the same bytes (and can be cached for a year).
 */
export const MEDIA_KINDS = {
  games: { w: 288, h: 192 },
  providers: { w: 240, h: 96 },
  banners: { w: 1200, h: 400 },
  jackpots: { w: 600, h: 300 },
  tournaments: { w: 600, h: 300 },
  offers: { w: 600, h: 300 },
  loyalty: { w: 256, h: 256 },
  logos: { w: 320, h: 80 },
  og: { w: 1200, h: 630 },
  flags: { w: 30, h: 20 },
} as const;
export type MediaKind = keyof typeof MEDIA_KINDS;

export const MEDIA_NAME = /^[a-z0-9][a-z0-9_-]{0,79}\.svg$/;

export const isMediaKind = (kind: string): kind is MediaKind => Object.prototype.hasOwnProperty.call(MEDIA_KINDS, kind);

const FLAGS: Record<string, string> = {
  uz: '<rect width="30" height="20" fill="#1eb53a"/><rect width="30" height="13.3" fill="#fff"/><rect width="30" height="6.7" fill="#0099b5"/><rect y="6.4" width="30" height="0.6" fill="#ce1126"/><rect y="13" width="30" height="0.6" fill="#ce1126"/>',
  ru: '<rect width="30" height="20" fill="#d52b1e"/><rect width="30" height="13.3" fill="#0039a6"/><rect width="30" height="6.7" fill="#fff"/>',
};

const title = (name: string) =>
  name
    .replace(/\.svg$/, '')
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

const initials = (t: string) =>
  t
    .split(' ')
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('') || t.slice(0, 2).toUpperCase();

/** Escapes text for SVG (names are already restricted to [a-z0-9_-]). */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderMedia(kind: MediaKind, name: string): string {
  const { w, h } = MEDIA_KINDS[kind];
  const base = name.replace(/\.svg$/, '');
  if (kind === 'flags') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 30 20">${FLAGS[base] ?? '<rect width="30" height="20" fill="#888"/>'}</svg>`;
  }
  const digest = createHash('sha1').update(`${kind}/${base}`).digest();
  const hue = Math.round((digest[0]! / 255) * 360);
  const hue2 = (hue + 40 + (digest[1]! % 80)) % 360;
  // Game sysnames start with the studio's prefix; the artwork shows the game's own name.
  const t = title(kind === 'games' && base.includes('_') ? base.slice(base.indexOf('_') + 1) : base);
  const big = initials(t);
  const label = esc(t.length > 28 ? `${t.slice(0, 27)}…` : t);
  const fontBig = Math.round(Math.min(w, h) * 0.42);
  const fontLabel = Math.max(10, Math.round(Math.min(w / 16, h / 9)));
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const cx = (digest[2 + i]! / 255) * w;
    const cy = (digest[6 + i]! / 255) * h;
    const r = (0.15 + (digest[10 + i]! / 255) * 0.35) * Math.min(w, h);
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" opacity="0.08"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,38%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2},75%,18%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}` +
    `<text x="50%" y="${kind === 'logos' || kind === 'providers' ? '62%' : '52%'}" text-anchor="middle" font-family="Verdana,Arial,sans-serif" font-weight="700" ` +
    `font-size="${kind === 'logos' || kind === 'providers' ? fontLabel * 2 : fontBig}" fill="#fff" opacity="${kind === 'logos' || kind === 'providers' ? 1 : 0.9}">` +
    `${esc(kind === 'logos' || kind === 'providers' ? label : big)}</text>` +
    (kind === 'logos' || kind === 'providers'
      ? ''
      : `<text x="50%" y="${h - fontLabel}" text-anchor="middle" font-family="Verdana,Arial,sans-serif" font-size="${fontLabel}" fill="#fff">${label}</text>`) +
    `</svg>`
  );
}
