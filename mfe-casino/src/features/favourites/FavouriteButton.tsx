import { useTranslation } from '@casino/shared';
import { toastError } from '@casino/shared/remote';
import { useFavouritesStore } from './store';
import styles from './FavouriteButton.module.css';
import { Icon } from '@casino/shared/ui';

/** The heart on a game: a toggle button (aria-pressed) named after the game. */
export function FavouriteButton({ sysname, name, size = 'sm' }: { sysname: string; name: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('casino');
  const on = useFavouritesStore((s) => s.sysnames.includes(sysname));
  const busy = useFavouritesStore((s) => s.pending.includes(sysname));
  const toggle = () =>
    useFavouritesStore
      .getState()
      .toggle(sysname)
      .catch((error: unknown) => toastError(error, t));
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[size]} ${on ? styles.on : ''}`}
      aria-pressed={on}
      aria-busy={busy || undefined}
      aria-label={t(on ? 'favourites.remove' : 'favourites.add', { name })}
      onClick={toggle}
      data-testid="favourite-toggle"
    >
      <Icon name="heart" className={styles.icon} />
    </button>
  );
}
