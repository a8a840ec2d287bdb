import { useCallback, useEffect } from 'react';
import { formatMoney, formatNumber, useTranslation } from '@casino/shared';
import { ErrorState, Loader } from '@casino/shared/ui';
import { errorKey, useAsync } from '@casino/shared/remote';
import { common } from '../../components';
import { fetchLeaderboard, LEADERBOARD_POLL_MS } from './api';

export const LEADERBOARD_SIZE = 50;

/** The tournament's places (leaderboard.get), refreshed while open; the player's own row stands out. */
export function Leaderboard({ tournamentId, uid }: { tournamentId: number; uid: number }) {
  const { t } = useTranslation('casino');
  const board = useAsync((signal) => fetchLeaderboard(tournamentId, { offset: 0, count: LEADERBOARD_SIZE }, signal), [tournamentId, uid]);
  const { reload } = board;
  const refresh = useCallback(() => document.visibilityState !== 'hidden' && reload(), [reload]);
  useEffect(() => {
    const timer = setInterval(refresh, LEADERBOARD_POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  if (board.status === 'error' && !board.data) {
    return (
      <ErrorState
        heading={t('tournaments.leaderboardError')}
        text={t(errorKey(board.error))}
        action={{ label: t('retry'), onClick: board.reload }}
        headingLevel={3}
      />
    );
  }
  if (!board.data) return <Loader size="md" label={t('loading')} />;
  if (board.data.items.length === 0) return <p className={common.muted}>{t('tournaments.noParticipants')}</p>;
  return (
    <table className={common.table} data-testid="leaderboard">
      <caption>{t('tournaments.leaderboardCaption', { count: board.data.total })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tournaments.placeColumn')}</th>
          <th scope="col">{t('tournaments.player')}</th>
          <th scope="col" className={common.amount}>
            {t('tournaments.points')}
          </th>
          <th scope="col" className={common.amount}>
            {t('tournaments.prize')}
          </th>
        </tr>
      </thead>
      <tbody>
        {board.data.items.map((row) => (
          <tr key={row.place} className={row.is_current_user ? common.highlightRow : undefined} aria-current={row.is_current_user ? 'true' : undefined}>
            <td>{row.place}</td>
            <td>
              {row.fakename}
              {row.is_current_user && ` (${t('tournaments.you')})`}
            </td>
            <td className={common.amount}>{formatNumber(row.points, 0)}</td>
            <td className={common.amount}>{row.prize ? formatMoney(row.prize.amount, row.prize.currency) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
