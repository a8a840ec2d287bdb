import { useTranslation, useParams } from '@casino/shared';
import { Button, EmptyState, ErrorState, Loader } from '@casino/shared/ui';
import { errorKey, LocaleLink, pictureOf, useAsync, useImageKey } from '@casino/shared/remote';
import { CasinoTexts, common } from '../../components';
import { fetchGames, GameCard } from '../catalogue';
import { FavouriteButton } from '../favourites';
import { fetchJackpots, JACKPOT_POLL_MS } from './api';
import { JackpotAmount } from './JackpotAmount';
import { usePolling } from './usePolling';
import { useWinners } from './useWinners';
import { WinnersTable } from './WinnersTable';
import styles from './Jackpots.module.css';

const text = (d: Record<string, string | number>, key: string) => (typeof d[key] === 'string' ? (d[key] as string) : '');

/** `/jackpots/{id}`: the jackpot's ticking amount, the games that feed it and its winners. */
export function JackpotPage() {
  const { t } = useTranslation('casino');
  const { id = '' } = useParams();
  const jackpots = useAsync((signal) => fetchJackpots(signal), []);
  const imageKey = useImageKey('jackpot');
  usePolling(jackpots.reload, JACKPOT_POLL_MS);
  const jackpot = jackpots.data?.items.find((j) => String(j.id) === id || j.sysname === id);
  const games = useAsync(
    (signal) => fetchGames({ sysnames: jackpot?.games.slice(0, 12) ?? [] }, { offset: 0, count: 12, sort: 'popularity' }, signal),
    [jackpot?.games.slice(0, 12).join(',')],
    !!jackpot && jackpot.games.length > 0,
  );
  const winners = useWinners(jackpot?.id);

  if (jackpots.status === 'error' && !jackpots.data) {
    return (
      <ErrorState
        heading={t('jackpots.errorTitle')}
        text={t(errorKey(jackpots.error))}
        action={{ label: t('retry'), onClick: jackpots.reload }}
        headingLevel={1}
      />
    );
  }
  if (!jackpots.data) return <Loader label={t('loading')} />;
  if (!jackpot) {
    return (
      <EmptyState
        heading={t('jackpots.notFound')}
        headingLevel={1}
        action={
          <LocaleLink to="/jackpots" className={common.link}>
            {t('jackpots.all')}
          </LocaleLink>
        }
      />
    );
  }
  return (
    <section className={common.page} aria-labelledby="jackpot-title">
      <div className={styles.hero}>
        <img src={pictureOf(jackpot, imageKey)} alt="" width={600} height={300} className={styles.heroImage} />
        <div className={styles.body}>
          <LocaleLink to="/jackpots" className={common.link}>
            {t('jackpots.all')}
          </LocaleLink>
          <h1 id="jackpot-title" className={common.title}>
            {text(jackpot.description, 'title') || jackpot.sysname}
          </h1>
          <JackpotAmount amount={jackpot.amount} large />
          <p className={common.muted}>{text(jackpot.description, 'text')}</p>
        </div>
      </div>

      {games.data && games.data.items.length > 0 && (
        <section className={common.section} aria-labelledby="jackpot-games">
          <h2 id="jackpot-games" className={common.subtitle}>
            {t('jackpots.games')}
          </h2>
          <CasinoTexts value={t}>
            <ul className={styles.games}>
              {games.data.items.map((g) => (
                <li key={g.id}>
                  <GameCard game={g} actions={<FavouriteButton sysname={g.sysname} name={g.name} />} />
                </li>
              ))}
            </ul>
          </CasinoTexts>
        </section>
      )}

      <section className={common.section} aria-labelledby="jackpot-winners">
        <h2 id="jackpot-winners" className={common.subtitle}>
          {t('jackpots.winners')}
        </h2>
        {winners.items.length > 0 && <WinnersTable winners={winners.items} caption={t('jackpots.winnersCaption', { count: winners.total ?? 0 })} />}
        {winners.status === 'success' && winners.items.length === 0 && <p className={common.muted}>{t('jackpots.noWinners')}</p>}
        {winners.status === 'error' && (
          <ErrorState
            heading={t('jackpots.errorTitle')}
            text={t(errorKey(winners.error))}
            action={{ label: t('retry'), onClick: winners.retry }}
            headingLevel={3}
          />
        )}
        {winners.more && winners.status !== 'error' && (
          <Button variant="secondary" loading={winners.status === 'pending'} onClick={winners.loadMore}>
            {t('showMore')}
          </Button>
        )}
      </section>
    </section>
  );
}
