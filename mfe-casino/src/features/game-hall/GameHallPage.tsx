import { memo, useMemo } from 'react';
import { formatNumber, isAuthenticated, localePath, useLocaleStore, useNavigate, useSearchParams, useSessionStore, useTranslation } from '@casino/shared';
import type { GameItem } from '@casino/shared/api/schemas';
import { Button, EmptyState, ErrorState, Loader, Select } from '@casino/shared/ui';
import { askToSignIn, errorKey, useAsync } from '@casino/shared/remote';
import { CasinoTexts, common } from '../../components';
import {
  fetchCategories,
  fetchProviders,
  GameCard,
  FIRST_CARDS,
  GameGrid,
  GameGridSkeleton,
  isLineLayout,
  useDisplaySettings,
  usePageSizes,
  pictureLoadAt,
  type GameSort,
  type PictureLoad,
} from '../catalogue';
import { FavouriteButton, useFavourites } from '../favourites';
import { openGamesSearch } from '../search';
import { CategoryNav } from './CategoryNav';
import { LoadMore } from './LoadMore';
import { ProviderFilter } from './ProviderFilter';
import { DEFAULT_FILTERS, FAVOURITES, hallRequest, hallSearch, isFiltered, parseHallQuery, SORTS, withProvider, type HallFilters } from './rules';
import { usePagedGames } from './usePagedGames';
import styles from './GameHall.module.css';

/** A card of the hall; memoised so that scrolling renders only the cards that come into view. */
const HallCard = memo(function HallCard({
  game,
  compact,
  favourite,
  picture,
  line,
}: {
  game: GameItem;
  compact: boolean;
  favourite: boolean;
  picture: PictureLoad;
  line: boolean;
}) {
  return (
    <GameCard
      game={game}
      compact={compact}
      picture={picture}
      line={line}
      actions={favourite ? <FavouriteButton sysname={game.sysname} name={game.name} /> : undefined}
    />
  );
});

/** `/gamehall`: categories, studios, sorting, search, favourites and the virtualised list of games. */
export function GameHallPage() {
  const { t } = useTranslation('casino');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const account = useSessionStore((s) => s.account);
  const signedIn = isAuthenticated(account);
  const filters = useMemo(() => parseHallQuery(params), [params]);
  const display = useDisplaySettings();
  const sizes = usePageSizes();
  const favourites = useFavourites();
  const categories = useAsync((signal) => fetchCategories(signal), [locale]);
  const providers = useAsync((signal) => fetchProviders(signal), []);

  const favouritesKnown = favourites.status === 'success' ? favourites.sysnames : signedIn ? null : [];
  const request = hallRequest(filters, favouritesKnown);
  const games = usePagedGames(request, filters.sort, sizes.all, sizes.limit, FIRST_CARDS);

  const go = (next: HallFilters) => void navigate(localePath(locale, `/gamehall${hallSearch(next)}`));
  const reset = () => go(DEFAULT_FILTERS);
  const showingFavourites = filters.category === FAVOURITES;

  return (
    <section className={common.page} aria-labelledby="gamehall-title">
      <header className={common.header}>
        <h1 id="gamehall-title" className={common.title}>
          {t('gamehall.title')}
        </h1>
        <Button variant="secondary" onClick={() => openGamesSearch()} aria-haspopup="dialog">
          {t('search.open')}
        </Button>
      </header>

      {categories.data ? (
        <CategoryNav categories={categories.data.items} filters={filters} />
      ) : (
        // The categories' row keeps its height while they load: the list below does not jump.
        <div className={styles.categories} aria-hidden="true">
          <ul>
            <li>
              <span className={styles.category}>{'\u00a0'}</span>
            </li>
          </ul>
        </div>
      )}

      <div className={styles.toolbar}>
        {providers.data && (
          <ProviderFilter providers={providers.data.items} selected={filters.providers} onChange={(sysname, on) => go(withProvider(filters, sysname, on))} />
        )}
        <Select
          label={t('gamehall.sort')}
          value={filters.sort}
          onChange={(e) => go({ ...filters, sort: e.currentTarget.value as GameSort })}
          options={SORTS.map((s) => ({ value: s, label: t(`gamehall.sorts.${s}`) }))}
          className={styles.sort}
        />
        {isFiltered(filters) && (
          <Button variant="ghost" onClick={reset}>
            {t('gamehall.reset')}
          </Button>
        )}
        <p className={common.muted} aria-live="polite" data-testid="games-total">
          {games.total !== null ? t('gamehall.total', { count: games.total, formatted: formatNumber(games.total) }) : '\u00a0'}
        </p>
      </div>

      {showingFavourites && !signedIn ? (
        <EmptyState
          heading={t('favourites.guestTitle')}
          text={t('favourites.guestText')}
          action={{ label: t('favourites.signIn'), onClick: () => askToSignIn('login') }}
        />
      ) : games.status === 'error' ? (
        <ErrorState heading={t('gamehall.errorTitle')} text={t(errorKey(games.error))} action={{ label: t('retry'), onClick: games.retry }} />
      ) : games.status === 'success' && games.items.length === 0 ? (
        <EmptyState
          heading={showingFavourites ? t('favourites.emptyTitle') : t('gamehall.emptyTitle')}
          text={showingFavourites ? t('favourites.emptyText') : t('gamehall.emptyText')}
          action={isFiltered(filters) ? { label: t('gamehall.reset'), onClick: reset } : undefined}
        />
      ) : games.status !== 'success' ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} className={styles.loading}>
          <GameGridSkeleton count={sizes.hall} />
        </div>
      ) : (
        <>
          <CasinoTexts value={t}>
            <GameGrid
              games={games.items}
              label={t('gamehall.listLabel')}
              compact={display.contentViewType === 'compact'}
              type={display.type}
              renderCard={(game, index) => (
                <HallCard
                  game={game}
                  compact={display.contentViewType === 'compact'}
                  favourite={display.canVisibleFavoriteIcon}
                  picture={pictureLoadAt(index)}
                  line={isLineLayout(display.type)}
                />
              )}
            />
          </CasinoTexts>
          {!games.done && <LoadMore onVisible={games.loadMore} />}
          {games.loadingMore && <Loader label={t('gamehall.loadingMore')} size="md" />}
          {games.error !== null && games.status === 'success' && (
            <ErrorState
              heading={t('gamehall.errorTitle')}
              text={t(errorKey(games.error))}
              action={{ label: t('retry'), onClick: games.retry }}
              headingLevel={2}
            />
          )}
          {games.done && games.total !== null && games.total > games.items.length && (
            <p className={common.muted} role="note">
              {t('gamehall.limitReached', { shown: formatNumber(games.items.length), total: formatNumber(games.total) })}
            </p>
          )}
        </>
      )}

      <footer className={styles.footer}>
        <p data-testid="casino-session">{signedIn ? t('gamehall.player', { login: account.login }) : t('gamehall.guest')}</p>
        <p data-testid="casino-release">{t('release', { version: __REMOTE_VERSION__ })}</p>
      </footer>
    </section>
  );
}
