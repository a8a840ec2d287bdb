import type { GameItem } from '@casino/shared/api/schemas';
import { useTranslation } from '@casino/shared';
import { ScrollButtons, Skeleton, useScroller } from '@casino/shared/ui';
import { LocaleLink } from '@casino/shared/remote';
import { EAGER_CARDS, GameCard, isLineLayout, useDisplaySettings } from '../catalogue';
import { FavouriteButton } from '../favourites';
import { CasinoTexts } from '../../components';
import styles from './HomeGames.module.css';

/** Class of a row's list per display type: cards scrolling sideways (grid, large) or stacked lines (list). */
const LIST_CLASS = { grid: styles.cards, large: `${styles.cards} ${styles.large}`, list: styles.lines } as const;

/** One row of the home page: a heading, a "see all" link and the games, laid out by the operator's display type. */
export function GameRow({
  id,
  title,
  games,
  more,
  loading,
  eager = false,
}: {
  id: string;
  title: string;
  games: readonly GameItem[];
  more?: string;
  loading: boolean;
  eager?: boolean;
}) {
  const { t } = useTranslation('casino');
  const display = useDisplaySettings();
  const line = isLineLayout(display.type);
  const scroller = useScroller();
  return (
    <section className={styles.row} aria-labelledby={`home-row-${id}`} data-testid={`home-row-${id}`}>
      <div className={styles.rowHeader}>
        <h3 id={`home-row-${id}`} className={styles.rowTitle}>
          {title}
        </h3>
        {!line && !loading && (
          <ScrollButtons
            scroller={scroller}
            controls={`home-row-${id}-list`}
            previousLabel={t('home.previous', { name: title })}
            nextLabel={t('home.next', { name: title })}
            className={styles.arrows}
          />
        )}
        {more && (
          <LocaleLink to={more} className={styles.more} aria-label={t('home.allOf', { name: title })}>
            {t('home.all')}
          </LocaleLink>
        )}
      </div>
      <CasinoTexts value={t}>
        <ul id={`home-row-${id}-list`} ref={scroller.ref} className={LIST_CLASS[display.type]} aria-busy={loading || undefined}>
          {loading
            ? Array.from({ length: 6 }, (_, i) => (
                <li key={i} className={styles.item} aria-hidden="true">
                  {line ? <Skeleton shape="block" height={88} width="100%" /> : <Skeleton shape="block" aspectRatio="3 / 2" width="100%" />}
                </li>
              ))
            : games.map((g, i) => (
                <li key={g.id} className={styles.item}>
                  <GameCard
                    game={g}
                    picture={eager && i < EAGER_CARDS ? 'first' : 'lazy'}
                    compact={display.contentViewType === 'compact'}
                    line={line}
                    actions={display.canVisibleFavoriteIcon ? <FavouriteButton sysname={g.sysname} name={g.name} /> : undefined}
                  />
                </li>
              ))}
        </ul>
      </CasinoTexts>
    </section>
  );
}
