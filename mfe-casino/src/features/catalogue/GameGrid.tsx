import type { ReactNode } from 'react';
import type { GameItem } from '@casino/shared/api/schemas';
import { VirtualGrid } from '@casino/shared/ui';
import { GameCardSkeleton, type PictureLoad } from './GameCard';
import { hallGridSizes, type DisplayType } from './rules';
import styles from './GameGrid.module.css';

/**
 * Cards the grid shows before it is measured (the server's render and its hydration): three rows
 * of a 1366 px wide screen, all of them in its first view.
 */
export const FIRST_CARDS = 24;

/**
 * Cards whose pictures load first (the page's largest paint is one of them); the rest of the first
 * view loads at once at low priority, behind them and the page's scripts. (When the pictures were
 * SVG documents parsed on the main thread, two dozen preloaded with the HTML held the hall's first
 * paint back by about 300 ms at 4x CPU; as WebP the priority measured neither faster nor slower.)
 */
export const EAGER_CARDS = 4;

/** When the picture of the grid's card at `index` loads. */
export const pictureLoadAt = (index: number): PictureLoad => (index < EAGER_CARDS ? 'first' : index < FIRST_CARDS ? 'soon' : 'lazy');

/** Card sizes of the default game grid: 3:2 pictures, a caption under them unless compact. */
export const CARD = { minColumnWidth: 150, aspect: 1.5, caption: 52, gap: 12 } as const;

export interface GameGridProps {
  games: readonly GameItem[];
  renderCard: (game: GameItem, index: number) => ReactNode;
  label: string;
  compact?: boolean;
  /** The operator's display type (cards, large cards or lines). */
  type?: DisplayType;
}

/**
 * The game hall's grid: only the rows near the viewport are in the DOM (window scrolling), with
 * the 200 px buffer of spec §9 on each side.
 */
export function GameGrid({ games, renderCard, label, compact = false, type = 'grid' }: GameGridProps) {
  const sizes = hallGridSizes(type, compact);
  return (
    <VirtualGrid
      items={games}
      renderItem={(game, index) => renderCard(game, index)}
      getItemKey={(game) => game.id}
      minColumnWidth={sizes.minColumnWidth}
      aspect={sizes.aspect}
      extraHeight={sizes.extraHeight}
      {...(sizes.rowHeight ? { rowHeight: sizes.rowHeight } : {})}
      gap={CARD.gap}
      firstItems={FIRST_CARDS}
      aria-label={label}
      className={styles.grid}
    />
  );
}

/** Placeholder cards while the first page loads (same sizes, so nothing jumps). */
export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <GameCardSkeleton key={i} />
      ))}
    </div>
  );
}
