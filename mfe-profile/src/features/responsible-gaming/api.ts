import type { ExclusionPeriod } from '@casino/shared';
import { api } from '../../lib/platform';

export const loadRealityCheck = (signal: AbortSignal) => api().call('account.getRealityCheck', undefined, { signal });
export const saveRealityCheck = (interval: number) => api().call('account.setRealityCheck', { interval });
/** `confirm`: the player read that it cannot be undone from the site. */
export const excludeFromPlay = (period: ExclusionPeriod) => api().call('account.setSelfExclusion', { period, confirm: true });
