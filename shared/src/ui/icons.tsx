import type { SVGProps } from 'react';
import { ICONS, type IconName } from './icon-set';

export { ICONS, ICON_NAMES, iconSvg, iconUrl, iconVersion, fetchIconSvg, ICONS_PATH, type IconName } from './icon-set';

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
