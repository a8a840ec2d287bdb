import { stripLocale } from '@casino/shared';

/** Areas where players stake money: the game hall, a game, betting (the casino remote's prefixes). */
export const BETTING_NOTICE_AREAS = ['gamehall', 'game', 'betting'] as const;

/** Whether a page at `pathname` carries the betting notice (when the operator turned it on). */
export function showsBettingNotice(pathname: string): boolean {
  const segment = stripLocale(pathname).split('/')[1] ?? '';
  return (BETTING_NOTICE_AREAS as readonly string[]).includes(segment);
}

/** The player storage key that remembers a dismissal: per player (0 = a guest in this browser). */
export const bettingNoticeKey = (uid: number) => `betting_notice_dismissed_${Math.max(0, uid)}`;
