import { api } from '../../lib/platform';
import type { BonusKind } from './rules';

/** Spec §7: bonuses.get / BettingBonuses.get (count, offset, fields), freespins.get (status active, count 99, fields description). */
export const loadBonuses = (kind: BonusKind, signal: AbortSignal) =>
  api().call(kind === 'casino' ? 'bonuses.get' : 'BettingBonuses.get', { offset: 0, count: 50, fields: 'description' }, { signal });
export const loadFreespins = (signal: AbortSignal) => api().call('freespins.get', { offset: 0, count: 99, fields: 'description' }, { signal });

export function activate(kind: BonusKind, bonusId: number) {
  return api().call(kind === 'casino' ? 'bonuses.activate' : 'BettingBonuses.activate', { bonus_id: bonusId });
}
export function deactivate(bonusId: number) {
  return api().call('bonuses.deactivate', { bonus_id: bonusId });
}
export function remove(kind: BonusKind, bonusId: number) {
  return api().call(kind === 'casino' ? 'bonuses.remove' : 'BettingBonuses.remove', { bonus_id: bonusId });
}
