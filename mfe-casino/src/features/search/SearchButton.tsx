import { useTranslation } from '@casino/shared';
import { openGamesSearch } from './open';
import styles from './Search.module.css';

/** The header's search button (a slot the shell embeds): opens the games search dialog. */
export default function SearchButton() {
  const { t } = useTranslation('casino');
  return (
    <button type="button" className={styles.button} onClick={() => openGamesSearch()} aria-haspopup="dialog" aria-label={t('search.open')} data-testid="header-search">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
