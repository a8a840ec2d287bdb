import { createHash } from 'node:crypto';

/**
 * Artwork of the payment methods, drawn here as SVG (no external URLs): a badge in the method's
 * colours with its short name, and a one-colour variant for dense lists. The same name always
 * answers the same bytes.
 */
const BADGES: Record<string, { label: string; bg: string; fg: string }> = {
  visa_mastercard: { label: 'VISA·MC', bg: '#1a1f71', fg: '#f7b600' },
  uzcard: { label: 'UZCARD', bg: '#0a6b4f', fg: '#ffffff' },
  humo: { label: 'HUMO', bg: '#e4572e', fg: '#ffffff' },
  payme: { label: 'Payme', bg: '#33cccc', fg: '#0b2e3a' },
  click: { label: 'CLICK', bg: '#0073ff', fg: '#ffffff' },
  bank_transfer: { label: 'BANK', bg: '#3d4a6b', fg: '#f2f4f8' },
  crypto_demo: { label: 'USDT', bg: '#26a17b', fg: '#ffffff' },
};

export const ICON_NAME = /^([a-z0-9_]{1,64})(-mono)?\.svg$/;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderMethodIcon(file: string): string | null {
  const m = ICON_NAME.exec(file);
  if (!m) return null;
  const sysname = m[1]!;
  const mono = !!m[2];
  const digest = createHash('sha1').update(sysname).digest();
  const badge = BADGES[sysname] ?? {
    label: sysname.replace(/_/g, ' ').slice(0, 8).toUpperCase(),
    bg: `hsl(${Math.round((digest[0]! / 255) * 360)} 55% 35%)`,
    fg: '#ffffff',
  };
  const bg = mono ? 'none' : badge.bg;
  const fg = mono ? 'currentColor' : badge.fg;
  const size = badge.label.length > 6 ? 18 : 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="72" viewBox="0 0 120 72" role="img" aria-label="${esc(badge.label)}">
<rect x="1" y="1" width="118" height="70" rx="10" fill="${bg}" stroke="${mono ? 'currentColor' : 'none'}" stroke-width="2"/>
<text x="60" y="${36 + size / 3}" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${fg}">${esc(badge.label)}</text>
</svg>`;
}
