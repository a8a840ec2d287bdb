import { formatDate, formatMoney, formatNumber, formatTime, isAuthenticated, useParams, useSessionStore, useTranslation } from '@casino/shared';
import { Button, EmptyState, ErrorState, Loader } from '@casino/shared/ui';
import { errorKey, LocaleLink, pictureOf, useAsync, useImageKey } from '@casino/shared/remote';
import { common } from '../../components';
import { fetchTournament } from './api';
import { Leaderboard } from './Leaderboard';
import { describe, minBet } from './rules';
import { useParticipate } from './useParticipate';
import styles from './Tournaments.module.css';

/** `/tournaments/{id}`: prize pool and places, restrictions, the player's standing, the leaderboard. */
export function TournamentPage() {
  const { t } = useTranslation('casino');
  const { id = '' } = useParams();
  const uid = useSessionStore((s) => (isAuthenticated(s.account) ? s.account.uid : 0));
  const tournamentId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const tournament = useAsync((signal) => fetchTournament(tournamentId, signal), [tournamentId, uid], tournamentId > 0);
  const { join, busy } = useParticipate((fresh) => tournament.setData(() => fresh));
  const imageKey = useImageKey('tournament');

  if (tournament.status === 'error') {
    return (
      <ErrorState
        heading={t('tournaments.errorTitle')}
        text={t(errorKey(tournament.error))}
        action={{ label: t('retry'), onClick: tournament.reload }}
        headingLevel={1}
      />
    );
  }
  if (tournamentId > 0 && tournament.status !== 'success') return <Loader label={t('loading')} />;
  const item = tournament.data;
  if (!item) {
    return (
      <EmptyState
        heading={t('tournaments.notFound')}
        headingLevel={1}
        action={
          <LocaleLink to="/tournaments" className={common.link}>
            {t('tournaments.all')}
          </LocaleLink>
        }
      />
    );
  }
  const bet = minBet(item);
  const currencies = Array.isArray(item.restrictions.currencies) ? (item.restrictions.currencies as string[]) : [];
  const title = describe(item, 'title') || item.sysname;
  return (
    <section className={common.page} aria-labelledby="tournament-title">
      <div className={styles.hero}>
        {pictureOf(item, imageKey) && <img src={pictureOf(item, imageKey)} alt="" width={600} height={300} className={styles.image} />}
        <div className={styles.body}>
          <LocaleLink to="/tournaments" className={common.link}>
            {t('tournaments.all')}
          </LocaleLink>
          <h1 id="tournament-title" className={common.title}>
            {title}
          </h1>
          <p className={styles.status}>{t(`tournaments.status.${item.status}`)}</p>
          <p>
            <span className={common.muted}>{t('tournaments.prizePool')}</span>{' '}
            <strong className={styles.prize}>{formatMoney(item.total_prize.amount, item.total_prize.currency)}</strong>
          </p>
          <p className={common.muted}>
            {formatDate(item.starts_at * 1000)} {formatTime(item.starts_at * 1000)} – {formatDate(item.ends_at * 1000)} {formatTime(item.ends_at * 1000)}
          </p>
          <p>{describe(item, 'short')}</p>
          <p className={common.muted}>{describe(item, 'text')}</p>
          {item.status !== 'finished' &&
            (item.user_info?.is_participant ? (
              <p className={styles.joined} data-testid="tournament-joined">
                {t('tournaments.youAreIn', { count: item.user_info.points, points: formatNumber(item.user_info.points, 0) })}
                {item.user_info.place !== null && ` · ${t('tournaments.place', { place: item.user_info.place })}`}
              </p>
            ) : (
              <div>
                <Button loading={busy === item.id} onClick={() => join(item.id)}>
                  {t('tournaments.join')}
                </Button>
              </div>
            ))}
          <LocaleLink to={`/tournaments/${item.id}/gamehall`} className={common.link}>
            {t('tournaments.gamesCountLink', { count: item.games_count })}
          </LocaleLink>
        </div>
      </div>

      <div className={styles.columns}>
        <section className={common.section} aria-labelledby="tournament-prizes">
          <h2 id="tournament-prizes" className={common.subtitle}>
            {t('tournaments.prizes')}
          </h2>
          <table className={common.table}>
            <thead>
              <tr>
                <th scope="col">{t('tournaments.placeColumn')}</th>
                <th scope="col" className={common.amount}>
                  {t('tournaments.prize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {item.prizes.map((p) => (
                <tr key={p.place_from}>
                  <td>{p.place_from === p.place_to ? p.place_from : `${p.place_from}–${p.place_to}`}</td>
                  <td className={common.amount}>{formatMoney(p.prize.amount, p.prize.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2 className={common.subtitle}>{t('tournaments.rules')}</h2>
          <ul className={styles.rules}>
            {bet && <li>{t('tournaments.minBet', { amount: formatMoney(bet.amount, bet.currency) })}</li>}
            {currencies.length > 0 && <li>{t('tournaments.currencies', { list: currencies.join(', ') })}</li>}
            {item.provider && <li>{t('tournaments.provider', { provider: item.provider })}</li>}
            <li>{t('tournaments.pointsRule')}</li>
            {item.reset_on_cashout && <li>{t('tournaments.resetOnCashout')}</li>}
          </ul>
        </section>
        <section className={common.section} aria-labelledby="tournament-leaderboard">
          <h2 id="tournament-leaderboard" className={common.subtitle}>
            {t('tournaments.leaderboard')}
          </h2>
          <Leaderboard tournamentId={item.id} uid={uid} />
        </section>
      </div>
    </section>
  );
}
