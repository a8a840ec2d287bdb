import { useLocaleStore, useSessionStore } from '@casino/shared';
import { useAsync } from '@casino/shared/remote';
import { api } from '../../lib/platform';
import { OFFERS_COUNT } from './rules';

/** Offers and campaigns of campaigns.getoffers (spec §7), again on locale or player change. */
export function useOffers() {
  const locale = useLocaleStore((s) => s.locale);
  const uid = useSessionStore((s) => s.account?.uid ?? 0);
  return useAsync(
    (signal) => api().call('campaigns.getoffers', { offset: 0, count: OFFERS_COUNT, fields: 'trigger,description,promotions' }, { signal }),
    [locale, uid],
  );
}
