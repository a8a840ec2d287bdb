// Facts of the page that the server (which renders it) and the shell (which runs it) both rely on.
import type { RemoteName } from './remote-names';

/** Id of the `<script type="application/json">` in which the server renders the registry into the page. */
export const INLINE_REGISTRY_ID = 'remotes-registry';

/**
 * Path segments a guest may not open (spec §2, §6); matched by whole segment. `/responsible-game`
 * is not one: guests read there what the tools are (players are sent on to their own page).
 * The shell sends a guest home from them; the server renders no remote for them.
 */
export const GUEST_RESTRICTED_SEGMENTS = ['bets', 'cashier', 'confirmation', 'profile'] as const;

/** The remotes' slots the home page shows (the shell starts loading them with the page, the server preloads their remotes). */
export const HOME_SLOTS = [
  { name: 'promotions', slot: 'home.banners' },
  { name: 'casino', slot: 'home.games' },
] as const satisfies readonly { name: RemoteName; slot: string }[];
