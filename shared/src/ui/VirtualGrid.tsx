import { useCallback, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import styles from './VirtualGrid.module.css';
import { cx } from './cx';
import { gridLayout, overscanRows } from './gridLayout';

export interface VirtualGridProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getItemKey?: (item: T, index: number) => Key;
  /** Columns are as many as fit at this width (px), so the grid follows the screen size. */
  minColumnWidth: number;
  maxColumns?: number;
  /** Fixed item height (px); else the height follows `aspect`. */
  rowHeight?: number;
  /** Item width / height (a 288×192 game image is 1.5). */
  aspect?: number;
  /** Extra height under an aspect-sized item (caption). */
  extraHeight?: number;
  /** Space between items (px). */
  gap?: number;
  /** Rows rendered beyond the viewport on each side; by default enough for the 200 px buffer of spec §9. */
  overscan?: number;
  /**
   * Items rendered before the grid is measured (on the server, and while the browser hydrates
   * that markup): a plain CSS grid of the first ones, styled like the virtual rows.
   */
  firstItems?: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

interface Box {
  width: number;
  /** Distance from the top of the document, so window scrolling maps onto our rows. */
  top: number;
}

function measure(el: HTMLElement): Box {
  const rect = el.getBoundingClientRect();
  return { width: rect.width || el.clientWidth, top: rect.top + window.scrollY };
}

/** Tracks the container's width and document offset (ResizeObserver, with window resize as fallback). */
function useBox() {
  const [box, setBox] = useState<Box>({ width: 0, top: 0 });
  const observer = useRef<ResizeObserver | null>(null);
  const node = useRef<HTMLDivElement | null>(null);
  const update = useCallback(() => {
    if (!node.current) return;
    const next = measure(node.current);
    setBox((prev) => (prev.width === next.width && prev.top === next.top ? prev : next));
  }, []);
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      observer.current?.disconnect();
      node.current = el;
      if (!el) return;
      update();
      if (typeof ResizeObserver !== 'undefined') {
        observer.current = new ResizeObserver(update);
        observer.current.observe(el);
        // Content above the grid (banners loading) moves it without resizing it; the body grows then.
        observer.current.observe(document.body);
      }
    },
    [update],
  );
  useLayoutEffect(() => {
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      observer.current?.disconnect();
    };
  }, [update]);
  return [box, ref] as const;
}

/**
 * A responsive grid that renders only the rows near the viewport (window scrolling), so a game
 * hall of thousands keeps a few dozen cards in the DOM. Items are list items with their position
 * in the whole set (aria-posinset / aria-setsize), so assistive technology knows the real size.
 */
export function VirtualGrid<T>({
  items,
  renderItem,
  getItemKey,
  minColumnWidth,
  maxColumns,
  rowHeight,
  aspect,
  extraHeight,
  gap = 16,
  overscan,
  firstItems = 24,
  className,
  ...aria
}: VirtualGridProps<T>) {
  const [box, ref] = useBox();
  const { columns, itemHeight } = gridLayout({ width: box.width, minColumnWidth, gap, maxColumns, rowHeight, aspect, extraHeight });
  const rowCount = Math.ceil(items.length / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => itemHeight,
    gap,
    overscan: overscan ?? overscanRows(itemHeight + gap),
    scrollMargin: box.top,
  });

  // Sizes are estimates cached per row; a new width or row height invalidates them.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, itemHeight, columns]);

  const cell = (item: T, index: number) => (
    <div key={getItemKey ? getItemKey(item, index) : index} role="listitem" aria-posinset={index + 1} aria-setsize={items.length} className={styles.cell}>
      {renderItem(item, index)}
    </div>
  );

  // Not measured yet (server render, hydration): the first items in a CSS grid of the same columns.
  if (box.width === 0) {
    return (
      <div
        ref={ref}
        role="list"
        className={cx(styles.grid, styles.first, className)}
        style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${minColumnWidth}px, 1fr))`, gap }}
        {...aria}
      >
        {items.slice(0, firstItems).map(cell)}
      </div>
    );
  }

  // The rendered rows' items are the list's own children, as before it was measured: the items the
  // server rendered stay the same elements (their pictures are not painted again as new ones).
  const rows = virtualizer.getVirtualItems();
  const start = rows.length ? rows[0]!.index * columns : 0;
  const end = rows.length ? (rows[rows.length - 1]!.index + 1) * columns : 0;
  const offset = rows.length ? rows[0]!.start - virtualizer.options.scrollMargin : 0;
  return (
    <div
      ref={ref}
      role="list"
      className={cx(styles.grid, className)}
      style={{
        height: virtualizer.getTotalSize(),
        paddingTop: offset,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridAutoRows: itemHeight,
        gap,
      }}
      {...aria}
    >
      {items.slice(start, end).map((item, i) => cell(item, start + i))}
    </div>
  );
}
