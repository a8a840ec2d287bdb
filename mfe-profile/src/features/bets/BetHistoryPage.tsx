import { useMemo, useState, type FormEvent } from 'react';
import { formatDate, formatMoney, formatTime, useTranslation } from '@casino/shared';
import { Button, EmptyState, ErrorState, Select, Skeleton, TextField, cx } from '@casino/shared/ui';
import { errorKey, PagedListMore } from '@casino/shared/remote';
import type { HistoryEntry, HistoryTotal } from './api';
import { checkRange, historyParams, HISTORY_PAGE_SIZE, isoDay, NO_FILTERS, type HistoryFilterValues, type MoneyFilter } from './rules';
import { useBetHistory } from './useBetHistory';
import styles from './Bets.module.css';
import { fromMinor, subMinor, toMinor } from '@casino/contract/money';

const MONEY: readonly Exclude<MoneyFilter, ''>[] = ['real', 'bonus', 'demo'];

/** /profile/bets/history: the player's casino rounds and sportsbook slips by period, game and money, with totals. */
export function BetHistoryPage() {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState<HistoryFilterValues>(NO_FILTERS);
  const [applied, setApplied] = useState<HistoryFilterValues>(NO_FILTERS);
  const params = useMemo(() => historyParams(applied), [applied]);
  const history = useBetHistory(params, HISTORY_PAGE_SIZE);
  const rangeError = checkRange(draft).to;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    setApplied(draft);
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    setApplied(NO_FILTERS);
  };
  const set = (field: keyof HistoryFilterValues) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));
  const filtered = JSON.stringify(applied) !== JSON.stringify(NO_FILTERS);

  return (
    <section className={styles.page} aria-labelledby="bets-history-title">
      <h1 id="bets-history-title" className={styles.title}>
        {t('bets.history.title')}
      </h1>
      <form role="search" aria-label={t('bets.filters.label')} className={styles.filters} onSubmit={apply} noValidate>
        <TextField label={t('bets.filters.from')} type="date" value={draft.from} max={draft.to || isoDay(new Date())} onChange={set('from')} />
        <TextField
          label={t('bets.filters.to')}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={set('to')}
          error={rangeError ? t(`bets.periodErrors.${rangeError}`) : null}
        />
        <Select
          label={t('bets.filters.game')}
          value={draft.game}
          onChange={set('game')}
          options={[{ value: '', label: t('bets.filters.allGames') }, ...history.games.map((g) => ({ value: g.sysname, label: g.name }))]}
        />
        <Select
          label={t('bets.filters.money')}
          value={draft.money}
          onChange={set('money')}
          options={[{ value: '', label: t('bets.filters.allMoney') }, ...MONEY.map((m) => ({ value: m, label: t(`bets.money.${m}`) }))]}
        />
        <div className={styles.filterActions}>
          <Button type="submit">{t('bets.filters.apply')}</Button>
          <Button type="button" variant="ghost" onClick={reset}>
            {t('bets.filters.reset')}
          </Button>
        </div>
      </form>
      <div aria-busy={history.status === 'pending' || undefined} aria-live="polite" className={styles.results}>
        <HistoryResults history={history} filtered={filtered} />
      </div>
    </section>
  );
}

function HistoryResults({ history, filtered }: { history: ReturnType<typeof useBetHistory>; filtered: boolean }) {
  const { t } = useTranslation('profile');
  if (history.status === 'pending' && history.items.length === 0) {
    return (
      <div className={styles.skeletons}>
        <span className={styles.visuallyHidden}>{t('bets.history.loading')}</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} width="100%" height={44} shape="block" />
        ))}
      </div>
    );
  }
  if (history.status === 'error' && history.items.length === 0) {
    return (
      <ErrorState
        heading={t('bets.history.loadError')}
        text={t(errorKey(history.error))}
        action={{ label: t('common.retry'), onClick: history.retry }}
        headingLevel={2}
      />
    );
  }
  if (history.items.length === 0) {
    return <EmptyState heading={t(filtered ? 'bets.history.emptyFiltered' : 'bets.history.empty')} text={t('bets.history.emptyText')} headingLevel={2} />;
  }
  return (
    <>
      <Totals totals={history.totals} />
      <table className={styles.table}>
        <caption className={styles.caption}>{t('bets.history.caption', { shown: history.items.length, total: history.total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bets.columns.date')}</th>
            <th scope="col">{t('bets.columns.game')}</th>
            <th scope="col">{t('bets.columns.money')}</th>
            <th scope="col" className={styles.number}>
              {t('bets.columns.bet')}
            </th>
            <th scope="col" className={styles.number}>
              {t('bets.columns.win')}
            </th>
            <th scope="col" className={styles.number}>
              {t('bets.columns.net')}
            </th>
            <th scope="col">{t('bets.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {history.items.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
      <PagedListMore
        list={history}
        errorText={(error) => t(errorKey(error))}
        loadingLabel={t('bets.history.loadingMore')}
        moreLabel={t('bets.history.more')}
        errorClassName={styles.error}
        moreClassName={styles.more}
      />
    </>
  );
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('profile');
  const net = fromMinor(subMinor(toMinor(entry.win.amount, entry.win.currency), toMinor(entry.bet.amount, entry.bet.currency)), entry.bet.currency);
  const pending = entry.status === 'open';
  return (
    <tr className={styles.row}>
      <td data-label={t('bets.columns.date')}>
        <time dateTime={new Date(entry.created_at * 1000).toISOString()}>
          {formatDate(entry.created_at)} {formatTime(entry.created_at)}
        </time>
      </td>
      <td data-label={t('bets.columns.game')} className={styles.game}>
        <span className={styles.gameName}>{entry.game.name}</span>
        <span className={styles.meta}>
          {t(`bets.kind.${entry.kind}`)}
          {entry.odds !== null && ` · ${t('bets.history.odds', { odds: entry.odds.toFixed(2) })}`}
        </span>
      </td>
      <td data-label={t('bets.columns.money')}>
        <span className={cx(styles.badge, styles[`money_${entry.money}`])}>{t(`bets.money.${entry.money}`)}</span>
      </td>
      <td data-label={t('bets.columns.bet')} className={styles.number}>
        {formatMoney(entry.bet.amount, entry.bet.currency)}
      </td>
      <td data-label={t('bets.columns.win')} className={styles.number}>
        {pending ? '—' : formatMoney(entry.win.amount, entry.win.currency)}
      </td>
      <td data-label={t('bets.columns.net')} className={cx(styles.number, !pending && net < 0 && styles.negative, !pending && net > 0 && styles.positive)}>
        {pending ? '—' : formatMoney(net, entry.bet.currency)}
      </td>
      <td data-label={t('bets.columns.status')}>{t(`bets.status.${entry.status}`)}</td>
    </tr>
  );
}

function Totals({ totals }: { totals: readonly HistoryTotal[] }) {
  const { t } = useTranslation('profile');
  if (totals.length === 0) return null;
  return (
    <section aria-labelledby="bets-totals-title" className={styles.totals}>
      <h2 id="bets-totals-title" className={styles.subtitle}>
        {t('bets.totals.title')}
      </h2>
      <ul className={styles.totalsList}>
        {totals.map((total) => (
          <li key={`${total.money}-${total.currency}`} className={styles.total} aria-label={t(`bets.totals.of.${total.money}`)}>
            <p className={styles.totalHead}>
              <span className={cx(styles.badge, styles[`money_${total.money}`])}>{t(`bets.money.${total.money}`)}</span>
              <span className={styles.meta}>{t('bets.totals.count', { count: total.count })}</span>
            </p>
            <dl className={styles.sums}>
              <div>
                <dt>{t('bets.totals.bet')}</dt>
                <dd>{formatMoney(total.bet.amount, total.bet.currency)}</dd>
              </div>
              <div>
                <dt>{t('bets.totals.won')}</dt>
                <dd>{formatMoney(total.won.amount, total.won.currency)}</dd>
              </div>
              <div>
                <dt>{t('bets.totals.net')}</dt>
                <dd className={cx(total.net.amount < 0 && styles.negative, total.net.amount > 0 && styles.positive)}>
                  {formatMoney(total.net.amount, total.net.currency)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
