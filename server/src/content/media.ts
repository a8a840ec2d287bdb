import { createHash } from 'node:crypto';

/**
 * Artwork for the demo catalogue, drawn as SVG from the file name alone, so the same URL always
 * answers the same bytes (and can be cached for a year). Studios and logos carry their (proper)
 * names; games and the marketing kinds are pictures without words (WORDLESS_KINDS), and those are
 * also served as WebP (`media-raster.ts`).
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

export const MEDIA_NAME = /^[a-z0-9][a-z0-9_-]{0,79}\.(?:svg|webp)$/;

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

/** Escapes text for SVG (names are already restricted to [a-z0-9_-]). */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Kinds shown beside a title the page writes in the player's language (banners, offers and
 * campaign pop-ups, tournaments, jackpots, loyalty art, link previews): their pictures carry no
 * words, so an Uzbek or Russian page never shows English drawn into an image.
 */
export const PICTURE_KINDS: ReadonlySet<MediaKind> = new Set(['banners', 'jackpots', 'tournaments', 'offers', 'loyalty', 'og']);

/**
 * Kinds drawn without words: the marketing pictures and games (their cards write the name). They
 * are also served as WebP (`<name>.webp`), which needs no fonts: a browser decodes a raster off the
 * main thread, where each SVG is a document parsed on it (about 12 ms a game picture on a
 * mid-range phone, two dozen in the hall's first view).
 */
export const WORDLESS_KINDS: ReadonlySet<MediaKind> = new Set([...PICTURE_KINDS, 'games']);

/**
 * Kinds the demo content links as WebP: the pictures pages show large (game cards, banners,
 * offers, tournaments, jackpots). Icons, logos, loyalty art and link previews stay SVG.
 */
const LINKED_AS_WEBP: ReadonlySet<MediaKind> = new Set(['games', 'banners', 'offers', 'tournaments', 'jackpots']);

/** The address of a drawn picture, in the format the demo content links it in. */
export const mediaUrl = (kind: MediaKind, name: string) => `/content/media/${kind}/${name}.${LINKED_AS_WEBP.has(kind) ? 'webp' : 'svg'}`;

/** Whether a media file name is served for this kind (WebP only for WORDLESS_KINDS). */
export const isMediaName = (kind: MediaKind, name: string) => MEDIA_NAME.test(name) && (name.endsWith('.svg') || WORDLESS_KINDS.has(kind));

/** Motifs drawn in a 100×100 box: white shapes with a gold accent. */
const GOLD = '#f5c542';
const MOTIFS = {
  gift:
    `<rect x="16" y="40" width="68" height="48" rx="5" fill="#fff"/><rect x="10" y="26" width="80" height="18" rx="4" fill="#fff"/>` +
    `<rect x="45" y="26" width="10" height="62" fill="${GOLD}"/><ellipse cx="38" cy="20" rx="12" ry="7" fill="none" stroke="${GOLD}" stroke-width="5"/>` +
    `<ellipse cx="62" cy="20" rx="12" ry="7" fill="none" stroke="${GOLD}" stroke-width="5"/>`,
  trophy:
    `<path d="M28 10h44v26a22 22 0 0 1-44 0z" fill="${GOLD}"/><path d="M28 18H14v6a14 14 0 0 0 16 14M72 18h14v6a14 14 0 0 1-16 14" fill="none" stroke="#fff" stroke-width="5"/>` +
    `<rect x="44" y="57" width="12" height="16" fill="${GOLD}"/><rect x="28" y="73" width="44" height="12" rx="3" fill="#fff"/>`,
  coins:
    [78, 66, 54, 42].map((y) => `<ellipse cx="50" cy="${y}" rx="32" ry="10" fill="${GOLD}" stroke="#fff" stroke-width="3"/>`).join('') +
    `<ellipse cx="50" cy="30" rx="32" ry="10" fill="#fff"/><ellipse cx="50" cy="30" rx="14" ry="4" fill="${GOLD}"/>`,
  star: `<polygon points="50,6 62,38 96,38 69,58 79,92 50,72 21,92 31,58 4,38 38,38" fill="${GOLD}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`,
  wheel:
    `<circle cx="50" cy="50" r="42" fill="#fff"/><circle cx="50" cy="50" r="34" fill="${GOLD}"/>` +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<line x1="50" y1="50" x2="${(50 + 34 * Math.cos(a)).toFixed(1)}" y2="${(50 + 34 * Math.sin(a)).toFixed(1)}" stroke="#fff" stroke-width="3"/>`;
    }).join('') +
    `<circle cx="50" cy="50" r="9" fill="#fff"/><polygon points="50,2 44,14 56,14" fill="#fff"/>`,
  chip:
    `<circle cx="50" cy="50" r="42" fill="#fff"/><circle cx="50" cy="50" r="36" fill="none" stroke="${GOLD}" stroke-width="10" stroke-dasharray="14 14.27"/>` +
    `<circle cx="50" cy="50" r="22" fill="${GOLD}"/><circle cx="50" cy="50" r="14" fill="none" stroke="#fff" stroke-width="3"/>`,
  ticket:
    `<path d="M8 28h84v14a8 8 0 0 0 0 16v14H8V58a8 8 0 0 0 0-16z" fill="#fff"/><line x1="66" y1="30" x2="66" y2="70" stroke="${GOLD}" stroke-width="3" stroke-dasharray="5 4"/>` +
    `<circle cx="36" cy="50" r="12" fill="${GOLD}"/>`,
  crown:
    `<path d="M10 76 16 30l20 20 14-30 14 30 20-20 6 46z" fill="${GOLD}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="10" y="78" width="80" height="10" rx="3" fill="#fff"/>`,
} as const;
type Motif = keyof typeof MOTIFS;
const MOTIF_NAMES = Object.keys(MOTIFS) as Motif[];

/** The picture a marketing image shows: a tournament's cup, a jackpot's coins, else from words of its name. */
export function motifOf(kind: MediaKind, base: string, digest?: Uint8Array): Motif {
  if (kind === 'tournaments') return 'trophy';
  if (kind === 'jackpots') return 'coins';
  const rules: Array<[RegExp, Motif]> = [
    [/spin|wheel|slot|reel/, 'wheel'],
    [/jackpot|grand|major|minor|drop|coin|cash/, 'coins'],
    [/tournament|race|cup|marathon|chase|league/, 'trophy'],
    [/live|table|card|chip|roulette/, 'chip'],
    [/promo|code|ticket|bonus50|sport/, 'ticket'],
    [/vip|level|diamond|platinum|gold|manager|crown/, 'crown'],
    [/welcome|bonus|reload|gift|deposit|offer/, 'gift'],
    [/loyalty|star|club|icon|character/, 'star'],
  ];
  const found = rules.find(([words]) => words.test(base));
  if (found) return found[1];
  // A game without a telling word gets one of the motifs by its name's digest, so a hall varies.
  if (kind === 'games' && digest) return MOTIF_NAMES[digest[14]! % MOTIF_NAMES.length]!;
  return ({ jackpots: 'coins', tournaments: 'trophy', loyalty: 'star', offers: 'gift' } as Partial<Record<MediaKind, Motif>>)[kind] ?? 'star';
}

/** A logo's file name without its variant (silk-fortune-footer → silk-fortune); a short one is a monogram (sf → SF). */
const logoText = (base: string) => {
  const name = base.replace(/[-_](footer|mobile|desktop|dark|light|small)$/, '');
  return name.length <= 3 ? name.toUpperCase() : title(name);
};

export function renderMedia(kind: MediaKind, name: string): string {
  const { w, h } = MEDIA_KINDS[kind];
  const base = name.replace(/\.(?:svg|webp)$/, '');
  if (kind === 'flags') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 30 20">${FLAGS[base] ?? '<rect width="30" height="20" fill="#888"/>'}</svg>`;
  }
  const digest = createHash('sha1').update(`${kind}/${base}`).digest();
  const hue = Math.round((digest[0]! / 255) * 360);
  const hue2 = (hue + 40 + (digest[1]! % 80)) % 360;
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const cx = (digest[2 + i]! / 255) * w;
    const cy = (digest[6 + i]! / 255) * h;
    const r = (0.15 + (digest[10 + i]! / 255) * 0.35) * Math.min(w, h);
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" opacity="0.08"/>`;
  }).join('');
  const background =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,38%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2},75%,18%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}`;
  if (WORDLESS_KINDS.has(kind)) {
    // Wide pictures keep the motif right of centre and above the caption the pages lay over the bottom.
    const size = Math.round(Math.min(h * 0.62, w * 0.6));
    const x = w > h * 1.5 ? Math.round(w * 0.72 - size / 2) : Math.round((w - size) / 2);
    const y = w > h * 1.5 ? Math.round(h * 0.08) : Math.round((h - size) / 2);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true">${background}` +
      `<g transform="translate(${x} ${y}) scale(${(size / 100).toFixed(3)})" opacity="0.95">${MOTIFS[motifOf(kind, base, digest)]}</g></svg>`
    );
  }
  // Studios and logos: their name, drawn once across the middle.
  const t = kind === 'logos' ? logoText(base) : title(base);
  const label = esc(t.length > 28 ? `${t.slice(0, 27)}…` : t);
  const fontSize = 2 * Math.max(10, Math.round(Math.min(w / 16, h / 9)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">${background}` +
    `<text x="50%" y="62%" text-anchor="middle" font-family="Verdana,Arial,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${label}</text></svg>`
  );
}
