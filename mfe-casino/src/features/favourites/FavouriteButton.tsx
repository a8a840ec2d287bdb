import { toastError } from '@casino/shared/remote';
import { useFavouritesStore } from './store';
import styles from './FavouriteButton.module.css';
import { Icon } from '@casino/shared/ui';
import { withCasinoTexts, type CasinoT } from '../../components';

interface FavouriteButtonProps {
  sysname: string;
  name: string;
  size?: 'sm' | 'md';
}

/** The heart on a game: a toggle button (aria-pressed) named after the game. */
export const FavouriteButton = withCasinoTexts<FavouriteButtonProps>(FavouriteButtonView, 'FavouriteButton');

function FavouriteButtonView({ sysname, name, size = 'sm', t }: FavouriteButtonProps & { t: CasinoT }) {
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
