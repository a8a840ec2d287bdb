import { ICONS, ICON_NAMES, type IconName } from '@casino/shared/ui';

/** Id of an icon's symbol in the page's sprite (what `<use href="#…">` names). */
export const symbolId = (name: IconName) => `sprite-${name}`;

/** The whole icon set as one SVG sprite: a `<symbol>` per icon, with its own drawing attributes. */
export function iconSprite(): string {
  return ICON_NAMES.map((name) => {
    const { attrs, body } = ICONS[name];
    return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24"${attrs ? ` ${attrs}` : ''}>${body}</symbol>`;
  }).join('');
}
