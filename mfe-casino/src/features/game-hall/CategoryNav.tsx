import { useTranslation } from '@casino/shared';
import type { CategoryItem } from '@casino/shared/api/schemas';
import { LocaleLink } from '@casino/shared/remote';
import { FAVOURITES, hallSearch, type HallFilters } from './rules';
import styles from './GameHall.module.css';

/** The categories as links (spec §9 system ones first, then the content-configured ones), plus favourites. */
export function CategoryNav({ categories, filters }: { categories: readonly CategoryItem[]; filters: HallFilters }) {
  const { t } = useTranslation('casino');
  const entries = [...categories.map((c) => ({ id: c.id, name: c.name })), { id: FAVOURITES, name: t('gamehall.favourites') }];
  return (
    <nav aria-label={t('gamehall.categories')} className={styles.categories}>
      <ul>
        {entries.map((c) => {
          const active = filters.category === c.id;
          return (
            <li key={c.id}>
              <LocaleLink
                to={`/gamehall${hallSearch({ ...filters, category: c.id })}`}
                className={active ? `${styles.category} ${styles.active}` : styles.category}
                aria-current={active ? 'page' : undefined}
              >
                {c.name}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
