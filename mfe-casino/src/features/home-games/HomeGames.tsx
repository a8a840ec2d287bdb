import { useMemo } from 'react';
import { useTranslation } from '@casino/shared';
import { useAsync } from '@casino/shared/remote';
import { fetchGames, recentlyPlayed, usePageSizes } from '../catalogue';
import { useFavourites } from '../favourites';
import { GameRow } from './GameRow';
import styles from './HomeGames.module.css';

/** Category rows shown on the home page, each linking to its category in the hall. */
export const HOME_ROWS = ['popular', 'new', 'slot', 'live'] as const;

function CategoryRow({ category, size, first }: { category: string; size: number; first: boolean }) {
  const { t } = useTranslation('casino');
  const games = useAsync((signal) => fetchGames({ category }, { offset: 0, count: size }, signal), [category, size]);
  if (games.status === 'error' || (games.status === 'success' && !games.data?.items.length)) return null;
  return (
    <GameRow
      id={category}
      title={t(`home.rows.${category}`)}
      games={games.data?.items ?? []}
      more={`/gamehall?category=${category}`}
      loading={!games.data}
      eager={first}
    />
  );
}

function RecentRow({ size }: { size: number }) {
  const { t } = useTranslation('casino');
  const sysnames = useMemo(() => recentlyPlayed().slice(0, size), [size]);
  const games = useAsync(
    async (signal) => {
      const page = await fetchGames({ sysnames }, { offset: 0, count: sysnames.length }, signal);
      // In the order they were played, newest first.
      return sysnames.map((s) => page.items.find((g) => g.sysname === s)).filter((g) => g !== undefined);
    },
    [sysnames.join(',')],
    sysnames.length > 0,
  );
  if (!sysnames.length || games.status === 'error' || (games.status === 'success' && !games.data?.length)) return null;
  return <GameRow id="recent" title={t('home.rows.recent')} games={games.data ?? []} loading={!games.data} />;
}

/** The `home.games` slot: recently played, then the category rows. */
export function HomeGames() {
  const { t } = useTranslation('casino');
  const sizes = usePageSizes();
  useFavourites();
  return (
    <section className={styles.home} aria-labelledby="home-games-title">
      <h2 id="home-games-title" className={styles.title}>
        {t('home.title')}
      </h2>
      <RecentRow size={sizes.hall} />
      {HOME_ROWS.map((c, i) => (
        <CategoryRow key={c} category={c} size={sizes.hall} first={i === 0} />
      ))}
    </section>
  );
}
