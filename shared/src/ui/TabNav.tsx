import { useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from '@casino/shared';
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
  /**
   * With it, phones and tablets (below 992 px) see one button of this name ("Profile menu") with
   * the current page, which opens the list: the page's content comes first, not a row per page.
   */
  menuLabel?: string;
}

/** The item the address is on (a page below an item's address counts unless `end`), or null. */
export function currentTab<T extends TabNavItem>(items: readonly T[], pathname: string): T | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return items.find((item) => path === item.to || (!item.end && path.startsWith(`${item.to}/`))) ?? null;
}

/**
 * The pages of one area as tabs on laptops and desktops (wrapping onto a second row rather than
 * hiding any), a list on phones and tablets (below 992 px), behind a disclosure button when
 * `menuLabel` is given. Plain links: Tab moves between them, Enter opens one; the current page is
 * marked with `aria-current="page"`.
 */
export function TabNav({ label, items, className, menuLabel }: TabNavProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  const current = menuLabel ? currentTab(items, pathname) : null;
  return (
    <nav aria-label={label} className={cx(styles.nav, menuLabel && styles.collapsible, open && styles.open, className)}>
      {menuLabel && (
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
          <span className={styles.toggleText}>
            <span className={styles.toggleLabel}>{menuLabel}</span>
            {current && (
              <>
                {' '}
                <span className={styles.toggleCurrent}>{current.label}</span>
              </>
            )}
          </span>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" className={styles.chevron}>
            <path fill="currentColor" d="M7 10l5 5 5-5z" />
          </svg>
        </button>
      )}
      <ul id={listId} className={styles.list}>
        {items.map((item) => (
          <li key={item.to} className={styles.item}>
            <NavLink to={item.to} end={item.end} className={({ isActive }) => cx(styles.tab, isActive && styles.current)} onClick={() => setOpen(false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
