/** Where a sideways strip stands: at its start, at its end (a pixel of rounding either way is tolerated). */
export function scrollEnds(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): { atStart: boolean; atEnd: boolean } {
  // Right-to-left strips scroll to negative offsets: the distance from the start is the magnitude.
  const from = Math.abs(box.scrollLeft);
  return { atStart: from <= 1, atEnd: from + box.clientWidth >= box.scrollWidth - 1 };
}

/**
 * How far one press of "next" moves a strip: the whole items that fit in view (at least one), so
 * the item after the last fully shown one comes first; without items, nine tenths of the view.
 */
export function scrollStep(viewWidth: number, itemWidth: number, gap: number): number {
  if (!(itemWidth > 0)) return Math.max(1, Math.round(viewWidth * 0.9));
  const fit = Math.max(1, Math.floor((viewWidth + gap) / (itemWidth + gap)));
  return fit * (itemWidth + gap);
}
