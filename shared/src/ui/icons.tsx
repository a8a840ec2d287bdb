import type { SVGProps } from 'react';

/**
 * The site's icon set, one source of truth: every icon the parts draw is here, as SVG text
 * (spec §7: icons are SVG text). `<Icon>` draws one inline; `iconSvg` answers a whole SVG
 * document; the `/_icons` page lists them all (spec §2).
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

const ATTR = /([a-z-]+)="([^"]*)"/g;
const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'dangerouslySetInnerHTML' | 'children'> {
  name: IconName;
}

/** One icon of the set, decorative (hidden from assistive technology: name the control that holds it). */
export function Icon({ name, ...rest }: IconProps) {
  const icon = ICONS[name];
  const attrs: Record<string, string> = {};
  for (const [, k, v] of icon.attrs.matchAll(ATTR)) attrs[camel(k as string)] = v as string;
  return <svg viewBox="0 0 24 24" {...attrs} aria-hidden="true" focusable="false" {...rest} dangerouslySetInnerHTML={{ __html: icon.body }} />;
}
