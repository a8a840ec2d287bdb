import type { ReactNode } from 'react';
import type { GameItem } from '@casino/shared/api/schemas';
import { Skeleton } from '@casino/shared/ui';
import { LocaleLink } from '@casino/shared/remote';
import { withCasinoTexts, type CasinoT } from '../../components';
import { itemView } from './rules';
import styles from './GameCard.module.css';

/**
 * When a card's picture loads: `first` at once and first (the top of the first screen: the page's
 * largest paint); `soon` at once at low priority and without a preload (the rest of the first
 * screen, after the first pictures and the page's scripts); `lazy` near the viewport.
 */
export type PictureLoad = 'first' | 'soon' | 'lazy';

const PICTURE_LOADING = {
  first: { loading: 'eager', fetchPriority: 'high' },
  soon: { loading: 'eager', fetchPriority: 'low' },
  lazy: { loading: 'lazy', fetchPriority: 'auto' },
} as const;

export interface GameCardProps {
  game: GameItem;
  /** Buttons over the picture (the favourite toggle). */
  actions?: ReactNode;
  /** Name over the picture instead of under it (content view type "compact"). */
  compact?: boolean;
  /** When the picture loads (`PictureLoad`); lazily unless said. */
  picture?: PictureLoad;
  /** A line (small picture, the name beside it) instead of a card: display type "list". */
  line?: boolean;
}

/**
 * One game: the picture in a fixed 3:2 box (lazy, no layout shift), the name as the link to the
 * game page (the whole card is its click target), the studio, and a demo link when there is one.
 */
export const GameCard = withCasinoTexts<GameCardProps>(GameCardView, 'GameCard');

function GameCardView({ game, actions, compact = false, picture = 'lazy', line = false, t }: GameCardProps & { t: CasinoT }) {
  const { name, image } = itemView(game);
  // A line has room for the name beside the picture: never over it.
  const className = line ? `${styles.card} ${styles.line}` : compact ? `${styles.card} ${styles.compact}` : styles.card;
  return (
    <article className={className} data-testid="game-card" data-sysname={game.sysname}>
      <div className={styles.media}>
        <img
          src={image}
          alt=""
          loading={PICTURE_LOADING[picture].loading}
          fetchPriority={PICTURE_LOADING[picture].fetchPriority}
          decoding="async"
          width={288}
          height={192}
          className={styles.image}
        />
        {game.tags.includes('new') && <span className={styles.badge}>{t('card.new')}</span>}
      </div>
      <div className={styles.body}>
        <LocaleLink to={`/game/${game.sysname}`} className={styles.play}>
          {name}
        </LocaleLink>
        <span className={styles.provider}>{game.provider_name}</span>
      </div>
      <div className={styles.actions}>
        {game.has_demo && (
          <LocaleLink to={`/game/${game.sysname}#demo`} className={styles.demo} aria-label={t('card.demoOf', { name })}>
            {t('card.demo')}
          </LocaleLink>
        )}
        {actions}
      </div>
    </article>
  );
}

/** The card's shape while the list loads. */
export function GameCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton shape="block" aspectRatio="3 / 2" width="100%" />
      <div className={styles.body}>
        <Skeleton width="70%" />
        <Skeleton width="45%" />
      </div>
    </div>
  );
}
