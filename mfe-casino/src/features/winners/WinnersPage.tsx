import { useMemo } from 'react';
import { useTranslation } from '@casino/shared';
import { Button, EmptyState, ErrorState, Loader } from '@casino/shared/ui';
import { errorKey, useAsync } from '@casino/shared/remote';
import { common } from '../../components';
import { fetchJackpots, useWinners, WinnersTable } from '../jackpots';

/** `/winners`: the latest jackpot winners of the site, page by page. */
export function WinnersPage() {
  const { t } = useTranslation('casino');
  const winners = useWinners();
  const jackpots = useAsync((signal) => fetchJackpots(signal), []);
  const names = useMemo(
    () => new Map((jackpots.data?.items ?? []).map((j) => [j.id, typeof j.description.title === 'string' ? j.description.title : j.sysname])),
    [jackpots.data],
  );
  return (
    <section className={common.page} aria-labelledby="winners-title">
      <header className={common.header}>
        <h1 id="winners-title" className={common.title}>
          {t('winners.title')}
        </h1>
      </header>
      {winners.items.length > 0 && <WinnersTable winners={winners.items} caption={t('winners.caption', { count: winners.total ?? 0 })} jackpotNames={names} />}
      {winners.status === 'pending' && winners.items.length === 0 && <Loader label={t('loading')} />}
      {winners.status === 'success' && winners.items.length === 0 && <EmptyState heading={t('winners.empty')} />}
      {winners.status === 'error' && (
        <ErrorState heading={t('winners.errorTitle')} text={t(errorKey(winners.error))} action={{ label: t('retry'), onClick: winners.retry }} />
      )}
      {winners.more && winners.status !== 'error' && (
        <div>
          <Button variant="secondary" loading={winners.status === 'pending'} onClick={winners.loadMore}>
            {t('showMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
