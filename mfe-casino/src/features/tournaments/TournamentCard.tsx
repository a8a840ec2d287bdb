import { formatDate, formatMoney, formatNumber, useTranslation } from '@casino/shared';
import type { TournamentItem } from '@casino/shared/api/schemas';
import { Button } from '@casino/shared/ui';
import { LocaleLink, pictureOf, useImageKey } from '@casino/shared/remote';
import { common } from '../../components';
import { describe, minBet, timeLeft } from './rules';
import styles from './Tournaments.module.css';

/** A tournament in the lists: picture, prize pool, dates, restrictions and the join button. */
export function TournamentCard({ tournament: t, onJoin, busy, now }: { tournament: TournamentItem; onJoin(id: number): void; busy: boolean; now: number }) {
  const { t: tr } = useTranslation('casino');
  const left = timeLeft(t.status === 'future' ? t.starts_at : t.ends_at, now);
  const bet = minBet(t);
  const title = describe(t, 'title') || t.sysname;
  const image = pictureOf(t, useImageKey('tournament'));
  return (
    <article className={styles.card} aria-labelledby={`tournament-${t.id}`} data-testid="tournament-card">
      {image && <img src={image} alt="" width={600} height={300} loading="lazy" className={styles.image} />}
      <div className={styles.body}>
        <h3 id={`tournament-${t.id}`} className={styles.name}>
          <LocaleLink to={`/tournaments/${t.id}`} className={styles.link}>
            {title}
          </LocaleLink>
        </h3>
        {/* A labelled value, not a heading: only the amount stands out. */}
        <p>
          <span className={common.muted}>{tr('tournaments.prizePool')}</span>{' '}
          <strong className={styles.prize}>{formatMoney(t.total_prize.amount, t.total_prize.currency)}</strong>
        </p>
        <p className={common.muted}>
          {t.status === 'future' ? tr('tournaments.startsIn', left) : tr('tournaments.endsIn', left)} · {formatDate(t.starts_at * 1000)} –{' '}
          {formatDate(t.ends_at * 1000)}
        </p>
        <p className={common.muted}>
          {tr('tournaments.participants', { count: t.total_participants, formatted: formatNumber(t.total_participants) })} ·{' '}
          {tr('tournaments.gamesCount', { count: t.games_count })}
          {bet && <> · {tr('tournaments.minBet', { amount: formatMoney(bet.amount, bet.currency) })}</>}
        </p>
        <div className={styles.footer}>
          {t.user_info?.is_participant ? (
            <p className={styles.joined} data-testid="tournament-joined">
              {tr('tournaments.youAreIn', { count: t.user_info.points, points: formatNumber(t.user_info.points, 0) })}
              {t.user_info.place !== null && ` · ${tr('tournaments.place', { place: t.user_info.place })}`}
            </p>
          ) : (
            <Button size="sm" loading={busy} onClick={() => onJoin(t.id)} aria-label={tr('tournaments.joinNamed', { name: title })}>
              {tr('tournaments.join')}
            </Button>
          )}
          <LocaleLink to={`/tournaments/${t.id}/gamehall`} className={styles.gamesLink}>
            {tr('tournaments.games')}
          </LocaleLink>
        </div>
      </div>
    </article>
  );
}
