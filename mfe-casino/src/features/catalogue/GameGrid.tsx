import type { ReactNode } from 'react';
import type { GameItem } from '@casino/shared/api/schemas';
import { VirtualGrid } from '@casino/shared/ui';
import { GameCardSkeleton } from './GameCard';
import styles from './GameGrid.module.css';

/** Card sizes of the game grids: 3:2 pictures, a caption under them unless compact. */
export const CARD = { minColumnWidth: 150, aspect: 1.5, caption: 52, gap: 12 } as const;

export interface GameGridProps {
  games: readonly GameItem[];
  renderCard: (game: GameItem, index: number) => ReactNode;
  label: string;
  compact?: boolean;
}

/**
 * The game hall's grid: only the rows near the viewport are in the DOM (window scrolling), with
 * the 200 px buffer of spec §9 on each side.
 */
export function GameGrid({ games, renderCard, label, compact = false }: GameGridProps) {
  const extraHeight = compact ? 0 : CARD.caption;
  return (
    <VirtualGrid
      items={games}
      renderItem={(game, index) => renderCard(game, index)}
      getItemKey={(game) => game.id}
      minColumnWidth={CARD.minColumnWidth}
      aspect={CARD.aspect}
      extraHeight={extraHeight}
      gap={CARD.gap}
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
