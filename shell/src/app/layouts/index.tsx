import type { ReactNode } from 'react';
import { isAuthenticated, useSessionStore, useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import { loadHints } from '../../features/hints';
import { useOnDemand } from '../../platform/on-demand';
import { Footer } from '../../features/footer';
import { BettingNotice } from '../../features/betting-notice';
import { ShellHeader } from './ShellHeader';
import styles from './layouts.module.css';

/** Header, toast area under it, the page, footer. The main landmark takes focus from the skip link (tabIndex -1: never a Tab stop). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <ShellHeader />
      <PlayerHints />
      <BettingNotice />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** Forms, forbidden and maintenance pages: nothing around the content. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={styles.empty}>
      {children}
    </main>
  );
}

/** The icon sprite page (spec §2 svg-sprite layout): the sprite on a plain page, with only a way home. */
export function SvgSpriteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <main id="main" tabIndex={-1} className={styles.sprite}>
      <LocaleLink to="/" className={styles.spriteHome}>
        {t('header.home')}
      </LocaleLink>
      {children}
    </main>
  );
}

/** The game page: a compact header and the game area as large as the screen allows. */
export function GameLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <ShellHeader compact />
      <BettingNotice />
      <main id="main" tabIndex={-1} className={styles.game}>
        {children}
      </main>
    </div>
  );
}

/** The registration and confirm-contact hints, downloaded only once a player is signed in. */
function PlayerHints() {
  const signedIn = useSessionStore((s) => isAuthenticated(s.account));
  return signedIn ? <LoadedHints /> : null;
}

function LoadedHints() {
  const hints = useOnDemand('shell:hints', loadHints);
  return hints.Component ? <hints.Component /> : null;
}
