import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';
import { cx } from './cx';

export interface SkeletonProps {
  /** text: a line; block: a card or image box; circle: an avatar. */
  shape?: 'text' | 'block' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Width / height, for image boxes that must not shift the layout when the real one arrives. */
  aspectRatio?: CSSProperties['aspectRatio'];
  className?: string;
}

/**
 * A placeholder shape while content loads. Hidden from assistive technology: the region that
 * is loading says so (aria-busy, or a Loader).
 */
export function Skeleton({ shape = 'text', width, height, aspectRatio, className }: SkeletonProps) {
  return <span aria-hidden="true" className={cx(styles.skeleton, styles[shape], className)} style={{ width, height, aspectRatio }} />;
}
