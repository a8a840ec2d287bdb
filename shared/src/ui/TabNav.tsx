import type { ReactNode } from 'react';
import { NavLink } from '@casino/shared';
import styles from './TabNav.module.css';
import { cx } from './cx';

export interface TabNavItem {
  /** The page's address (with the locale prefix the page needs). */
  to: string;
  label: ReactNode;
  /** Current only on this exact address, not on the pages below it. */
  end?: boolean;
}

export interface TabNavProps {
  /** The navigation's accessible name ("Profile sections"). */
  label: string;
  items: readonly TabNavItem[];
  className?: string;
}

/**
 * The pages of one area as tabs on laptops and desktops, a list on phones and tablets (below
 * 992 px). Plain links: Tab moves between them, Enter opens one; the current page is marked with
 * `aria-current="page"`.
 */
export function TabNav({ label, items, className }: TabNavProps) {
  return (
    <nav aria-label={label} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to} className={styles.item}>
            <NavLink to={item.to} end={item.end} className={({ isActive }) => cx(styles.tab, isActive && styles.current)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
