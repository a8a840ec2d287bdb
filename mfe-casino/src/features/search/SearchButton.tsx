import { useTranslation } from '@casino/shared';
import { openGamesSearch } from './open';
import styles from './Search.module.css';
import { Icon } from '@casino/shared/ui';

/** The header's search button (a slot the shell embeds): opens the games search dialog. */
export default function SearchButton() {
  const { t } = useTranslation('casino');
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => openGamesSearch()}
      aria-haspopup="dialog"
      aria-label={t('search.open')}
      data-testid="header-search"
    >
      <Icon name="search" width="20" height="20" />
    </button>
  );
}
