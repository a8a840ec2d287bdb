/** The bonuses page's rules as pure functions: progress, which actions a bonus has, what a code gives. */
import { percentProgress, bonusError } from '@casino/shared';
import type { BonusItem, FreespinPack } from '@casino/shared/api/schemas';

export type { BonusItem, FreespinPack };

/** Casino bonuses (bonuses.*) or betting bonuses (BettingBonuses.*): the same records, two balances. */
export type BonusKind = 'casino' | 'betting';

/** Wagering progress in whole percent (spec §9: wagered from 0 to the requirement); nothing to wager is done. */
export function wageringPercent(bonus: Pick<BonusItem, 'wagering'>): number {
  const { required, wagered } = bonus.wagering;
  if (required.amount <= 0) return 100;
  return Math.min(100, Math.max(0, percentProgress(wagered.amount, 0, required.amount)));
}

/** Spins played of a pack, in whole percent. */
export function spinsPercent(pack: Pick<FreespinPack, 'count' | 'remaining_count'>): number {
  return Math.min(100, Math.max(0, percentProgress(pack.count - pack.remaining_count, 0, pack.count)));
}

export type BonusAction = 'activate' | 'deactivate' | 'remove';

/**
 * What the player may do with a bonus: an available one is activated (when no other of its kind
 * is active) or removed; an active casino bonus is deactivated, an active betting bonus removed
 * (BettingBonuses has no deactivate); both forfeit the bonus money left.
 */
export function bonusActions(bonus: Pick<BonusItem, 'status'>, kind: BonusKind, anotherActive: boolean): BonusAction[] {
  if (bonus.status === 'available') return anotherActive ? ['remove'] : ['activate', 'remove'];
  if (bonus.status === 'active') return kind === 'casino' ? ['deactivate'] : ['remove'];
  return [];
}

/** Whether an action loses bonus money and so asks first (an active bonus is forfeited). */
export const forfeits = (bonus: Pick<BonusItem, 'status'>, action: BonusAction) => action !== 'activate' && bonus.status === 'active';

/** The bonus's own title, else one by its source. */
export function bonusTitle(bonus: Pick<BonusItem, 'description' | 'source'>, bySource: (source: string) => string): string {
  const title = bonus.description.title;
  return typeof title === 'string' && title ? title : bySource(bonus.source);
}

/** Items of a list that may still be used (available, active) first, then the finished ones. */
export function byUse<T extends { status: string }>(items: readonly T[]): { current: T[]; past: T[] } {
  const live = (s: string) => s === 'available' || s === 'active';
  return { current: items.filter((i) => live(i.status)), past: items.filter((i) => !live(i.status)) };
}

/** The translation key of a refused bonus action, or null when it is not one of ours. */
export function bonusErrorKey(error: unknown): string | null {
  const code = bonusError(error);
  return code ? `bonuses.errors.${code}` : null;
}
