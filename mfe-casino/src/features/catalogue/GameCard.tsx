import type { ReactNode } from 'react';
import { useTranslation } from '@casino/shared';
import type { GameItem } from '@casino/shared/api/schemas';
import { Skeleton } from '@casino/shared/ui';
import { LocaleLink } from '@casino/shared/remote';
import { itemView } from './rules';
import styles from './GameCard.module.css';

export interface GameCardProps {
  game: GameItem;
  /** Buttons over the picture (the favourite toggle). */
  actions?: ReactNode;
  /** Name over the picture instead of under it (content view type "compact"). */
  compact?: boolean;
  /** Load the picture at once, first (cards at the top of the first screen: the largest paint). */
  eager?: boolean;
  /**
   * In the first screen after the eager ones: loads at once but at low priority and without a
   * preload, so the page paints before these pictures (SVG documents parsed on the main thread).
   */
  inView?: boolean;
  /** A line (small picture, the name beside it) instead of a card: display type "list". */
  line?: boolean;
}

/**
 * One game: the picture in a fixed 3:2 box (lazy, no layout shift), the name as the link to the
 * game page (the whole card is its click target), the studio, and a demo link when there is one.
 */
export function GameCard({ game, actions, compact = false, eager = false, inView = false, line = false }: GameCardProps) {
  const { t } = useTranslation('casino');
  const { name, image } = itemView(game);
  // A line has room for the name beside the picture: never over it.
  const className = line ? `${styles.card} ${styles.line}` : compact ? `${styles.card} ${styles.compact}` : styles.card;
  return (
    <article className={className} data-testid="game-card" data-sysname={game.sysname}>
      <div className={styles.media}>
        <img
          src={image}
          alt=""
          loading={eager || inView ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : inView ? 'low' : 'auto'}
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
