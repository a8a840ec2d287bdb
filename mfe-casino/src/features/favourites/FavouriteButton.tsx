import { useTranslation } from '@casino/shared';
import { toastError } from '@casino/shared/remote';
import { useFavouritesStore } from './store';
import styles from './FavouriteButton.module.css';

/** The heart on a game: a toggle button (aria-pressed) named after the game. */
export function FavouriteButton({ sysname, name, size = 'sm' }: { sysname: string; name: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('casino');
  const on = useFavouritesStore((s) => s.sysnames.includes(sysname));
  const busy = useFavouritesStore((s) => s.pending.includes(sysname));
  const toggle = () => useFavouritesStore.getState().toggle(sysname).catch((error: unknown) => toastError(error, t));
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
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.5h1.6c.8-1.4 2.3-2.5 4.4-2.5 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
