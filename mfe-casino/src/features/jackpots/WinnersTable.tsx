import { formatDate, formatMoney, formatTime, useTranslation } from '@casino/shared';
import type { JackpotWinner } from '@casino/shared/api/schemas';
import { LocaleLink } from '@casino/shared/remote';
import { common } from '../../components';

/** Winners as a table: player, game, jackpot (when several), amount and time. */
export function WinnersTable({ winners, caption, jackpotNames }: { winners: readonly JackpotWinner[]; caption: string; jackpotNames?: Map<number, string> }) {
  const { t } = useTranslation('casino');
  return (
    <table className={common.table} data-testid="winners">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('winners.player')}</th>
          <th scope="col">{t('winners.game')}</th>
          {jackpotNames && <th scope="col">{t('winners.jackpot')}</th>}
          <th scope="col" className={common.amount}>
            {t('winners.amount')}
          </th>
          <th scope="col">{t('winners.when')}</th>
        </tr>
      </thead>
      <tbody>
        {winners.map((w) => (
          <tr key={w.id}>
            <td>{w.fakename}</td>
            <td>
              <LocaleLink to={`/game/${w.game.sysname}`} className={common.link}>
                {w.game.name}
              </LocaleLink>
            </td>
            {jackpotNames && <td>{jackpotNames.get(w.jackpot_id) ?? ''}</td>}
            <td className={common.amount}>{formatMoney(w.amount.amount, w.amount.currency)}</td>
            <td>
              <time dateTime={new Date(w.won_at * 1000).toISOString()}>
                {formatDate(w.won_at * 1000)} {formatTime(w.won_at * 1000)}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
