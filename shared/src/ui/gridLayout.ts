/** Column and row sizes of a responsive grid; pure so it can be tested without a browser. */
export interface GridLayoutInput {
  width: number;
  minColumnWidth: number;
  gap: number;
  maxColumns?: number;
  /** Fixed item height in px. */
  rowHeight?: number;
  /** Item width / height when the height follows the width (image cards). */
  aspect?: number;
  /** Height added to an aspect-sized item (a caption under the image). */
  extraHeight?: number;
}

export interface GridLayout {
  columns: number;
  columnWidth: number;
  itemHeight: number;
}

/** Spec §9: the scroller keeps a 200 px buffer beyond the viewport. */
export const VIRTUAL_BUFFER_PX = 200;

export function gridLayout({ width, minColumnWidth, gap, maxColumns, rowHeight, aspect = 1, extraHeight = 0 }: GridLayoutInput): GridLayout {
  const fits = Math.floor((Math.max(width, 0) + gap) / (Math.max(minColumnWidth, 1) + gap));
  const columns = Math.max(1, maxColumns ? Math.min(fits, maxColumns) : fits);
  const columnWidth = width > 0 ? (width - gap * (columns - 1)) / columns : minColumnWidth;
  const itemHeight = rowHeight ?? Math.round(columnWidth / (aspect > 0 ? aspect : 1) + extraHeight);
  return { columns, columnWidth, itemHeight };
}

/** Rows to render beyond the viewport on each side so that about `buffer` px are ready. */
export function overscanRows(rowSize: number, buffer = VIRTUAL_BUFFER_PX): number {
  return Math.max(1, Math.ceil(buffer / Math.max(rowSize, 1)));
}
