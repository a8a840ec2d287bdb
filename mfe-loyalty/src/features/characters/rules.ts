import { DEFAULT_IMAGE_KEY, pictureOf } from '@casino/shared/remote';

/** A character as the gallery shows it: its title and picture from its description. */
export interface CharacterView {
  id: number;
  sysname: string;
  title: string;
  image: string;
}

/** `imageKey`: the description field of the picture (`prazer-config.imageKeys.character`). */
export function characterView(c: { id: number; sysname: string; description: Record<string, string | number> }, imageKey = DEFAULT_IMAGE_KEY): CharacterView {
  const title = typeof c.description.title === 'string' && c.description.title ? c.description.title : c.sysname;
  const image = pictureOf(c, imageKey);
  return { id: c.id, sysname: c.sysname, title, image };
}

/** The shell's dialog ids of this remote (spec §2: loyalty character change and confirm). */
export const CHANGE_DIALOG = 'loyalty:character-change';
export const CONFIRM_DIALOG = 'loyalty:character-confirm';
