import { useCallback, useEffect, useRef, useState } from 'react';
import { isAuthenticated, useParams, useSessionStore, useTranslation, type AsyncStatus } from '@casino/shared';
import type { GameItem } from '@casino/shared/api/schemas';
import { Button, EmptyState, ErrorState, Loader } from '@casino/shared/ui';
import { errorKey, LocaleLink, useAsync } from '@casino/shared/remote';
import { CasinoTexts, common } from '../../components';
import { appendUnique, fetchGames, GameCard, GameGridSkeleton, nextPage, usePageSizes } from '../catalogue';
import { FavouriteButton, useFavourites } from '../favourites';
import { fetchTournament } from './api';
import { describe } from './rules';
import styles from './Tournaments.module.css';

/** `/tournaments/{id}/gamehall`: the tournament's games, 12 first, then 12 more at a time by offset (spec §4, §9). */
export function TournamentGamesPage() {
  const { t } = useTranslation('casino');
  const { id = '' } = useParams();
  const uid = useSessionStore((s) => (isAuthenticated(s.account) ? s.account.uid : 0));
  const tournamentId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const tournament = useAsync((signal) => fetchTournament(tournamentId, signal), [tournamentId, uid], tournamentId > 0);
  const sizes = usePageSizes();
  useFavourites();
  const sysnames = tournament.data?.games ?? null;
  const [state, setState] = useState<{ items: GameItem[]; total: number | null; status: AsyncStatus; error: unknown }>({
    items: [],
    total: null,
    status: 'idle',
    error: null,
  });
  const generation = useRef(0);
  const key = sysnames?.join(',') ?? null;

  const load = useCallback(
    (offset: number, loaded: GameItem[], total: number | null) => {
      if (!sysnames) return;
      const page = offset === 0 ? { offset: 0, count: sizes.tournament } : nextPage(loaded.length, total, sizes.tournament, Number.MAX_SAFE_INTEGER);
      if (!page) return;
      const gen = generation.current;
      setState((s) => ({ ...s, status: 'pending', error: null }));
      fetchGames({ sysnames }, { ...page, sort: 'popularity' }).then(
        (answer) =>
          gen === generation.current &&
          setState((s) => ({ items: appendUnique(offset === 0 ? [] : s.items, answer.items), total: answer.total, status: 'success', error: null })),
        (error: unknown) => gen === generation.current && setState((s) => ({ ...s, status: 'error', error })),
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the sysnames (a reloaded tournament with the same games must not reload them)
    [key, sizes.tournament],
  );
  useEffect(() => {
    generation.current++;
    if (key === null) return;
    if (key === '') {
      setState({ items: [], total: 0, status: 'success', error: null });
      return;
    }
    load(0, [], null);
  }, [key, load]);

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
  if (!tournament.data) {
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
  const title = describe(tournament.data, 'title') || tournament.data.sysname;
  const more = state.total !== null && state.items.length < state.total;
  return (
    <section className={common.page} aria-labelledby="tournament-games-title">
      <header className={common.header}>
        <div>
          <LocaleLink to={`/tournaments/${tournament.data.id}`} className={common.link}>
            {title}
          </LocaleLink>
          <h1 id="tournament-games-title" className={common.title}>
            {t('tournaments.gamesTitle', { name: title })}
          </h1>
        </div>
        {state.total !== null && <p className={common.muted}>{t('gamehall.total', { count: state.total, formatted: String(state.total) })}</p>}
      </header>
      {state.items.length === 0 && state.status === 'pending' && <GameGridSkeleton count={sizes.tournament} />}
      {state.status === 'success' && state.items.length === 0 && <EmptyState heading={t('gamehall.emptyTitle')} />}
      {state.items.length > 0 && (
        <CasinoTexts value={t}>
          <ul className={styles.games} aria-label={t('tournaments.games')}>
            {state.items.map((g) => (
              <li key={g.id}>
                <GameCard game={g} actions={<FavouriteButton sysname={g.sysname} name={g.name} />} />
              </li>
            ))}
          </ul>
        </CasinoTexts>
      )}
      {state.status === 'error' && (
        <ErrorState
          heading={t('gamehall.errorTitle')}
          text={t(errorKey(state.error))}
          action={{ label: t('retry'), onClick: () => load(state.items.length, state.items, state.total) }}
          headingLevel={2}
        />
      )}
      {more && state.status !== 'error' && (
        <div>
          <Button variant="secondary" loading={state.status === 'pending'} onClick={() => load(state.items.length, state.items, state.total)}>
            {t('showMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
