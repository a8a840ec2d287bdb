import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { isAuthenticated, useSessionStore, useTranslation } from '@casino/shared';
import { LocaleLink, LocaleNavLink } from '@casino/shared/remote';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { useOperatorSettings } from '../../platform/operator';
import { HeaderBalance } from './HeaderBalance';
import { NAV } from './nav';
import { Sidebar } from './Sidebar';
import styles from './Header.module.css';

export interface HeaderProps {
  compact?: boolean;
  /** The language switch, at the end of the actions (and in the sidebar). */
  languageSwitch?: ReactNode;
  /** Sign-in and sign-up links call it on click (to open the popup instead of the form page). */
  onAuthLink?: (event: MouseEvent<HTMLAnchorElement>, view: 'login' | 'registration') => void;
  onSignOut?: () => void;
  /** Signed-in players' link to their notifications (with the unread count), before the profile link. */
  notifications?: ReactNode;
}

/**
 * The site header. Everything fits at every width: below laptop width the sections move into the
 * sidebar; secondary controls (profile, sign-out, language) live in the sidebar until 1280 px
 * leaves room for them. The notifications bell and a guest's sign-in are in the header on phones and tablets too.
 */
/** The remotes' pieces in the header of every page (the server renders them with the page). */
export const HEADER_SLOTS = [{ name: 'casino', slot: 'header.search' }] as const;

export function Header({ compact = false, languageSwitch, onAuthLink, onSignOut, notifications }: HeaderProps) {
  const { t } = useTranslation('shell');
  const account = useSessionStore((s) => s.account);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeSidebar = useCallback(() => {
    setSidebarOpen(false);
    menuButton.current?.focus();
  }, []);
  return (
    <header className={compact ? `${styles.header} ${styles.compact}` : styles.header}>
      <a href="#main" className={styles.skip}>
        {t('header.skipToContent')}
      </a>
      <SiteTitle />
      {!compact && (
        <nav aria-label={t('header.mainNav')} className={styles.nav}>
          {NAV.map((item) => (
            <LocaleNavLink key={item.to} to={item.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
              {t(item.key)}
            </LocaleNavLink>
          ))}
        </nav>
      )}
      <div className={styles.actions}>
        <span className={styles.search}>
          <RemoteSlot name={HEADER_SLOTS[0].name} slot={HEADER_SLOTS[0].slot} minHeight={44} quiet />
        </span>
        {isAuthenticated(account) ? (
          <>
            <HeaderBalance account={account} />
            <LocaleLink to="/cashier/deposit" className={`${styles.primary} ${styles.deposit}`}>
              {t('header.deposit')}
            </LocaleLink>
            {/* On phones and tablets too ("payout paid" must not go unseen); 992–1279 px keep it in the sidebar, the sections take the room. */}
            <span className={styles.bell}>{notifications}</span>
            <LocaleLink to="/profile/settings" className={`${styles.secondary} ${styles.fromDesktop}`}>
              {t('header.profile')}
            </LocaleLink>
            <button type="button" className={`${styles.secondary} ${styles.fromDesktop}`} onClick={onSignOut}>
              {t('header.signOut')}
            </button>
          </>
        ) : (
          <>
            <LocaleLink to="/forms/sign_in" className={`${styles.secondary} ${styles.signIn}`} onClick={(e) => onAuthLink?.(e, 'login')}>
              {t('header.signIn')}
            </LocaleLink>
            <LocaleLink to="/forms/sign_up" className={styles.primary} onClick={(e) => onAuthLink?.(e, 'registration')}>
              {t('header.signUp')}
            </LocaleLink>
          </>
        )}
        <span className={styles.fromDesktop}>{languageSwitch}</span>
        <button
          ref={menuButton}
          type="button"
          className={styles.menu}
          aria-haspopup="dialog"
          aria-expanded={sidebarOpen}
          aria-controls={sidebarOpen ? 'sidebar' : undefined}
          onClick={() => setSidebarOpen(true)}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
          <span className={styles.visuallyHidden}>{t('sidebar.open')}</span>
        </button>
      </div>
      {sidebarOpen && <Sidebar onClose={closeSidebar} languageSwitch={languageSwitch} onAuthLink={onAuthLink} onSignOut={onSignOut} />}
    </header>
  );
}

/**
 * The operator's logo and site name from the content service. Its accessible name is the site name
 * it shows (as text or as the logo's alternative text); with `clickableTitle` off it is not a link.
 */
function SiteTitle() {
  const { t } = useTranslation('shell');
  const { siteName, logos, features } = useOperatorSettings();
  const name = siteName || t('header.home');
  const content = logos.desktop ? (
    <picture>
      {logos.mobile && logos.mobile !== logos.desktop && <source media="(max-width: 767px)" srcSet={logos.mobile} />}
      <img src={logos.desktop} alt={name} className={styles.logoImage} data-testid="header-logo" />
    </picture>
  ) : (
    <>
      <span aria-hidden="true" className={styles.logoMark}>
        ◆
      </span>
      <span className={styles.logoText}>{name}</span>
    </>
  );
  if (!features.clickableTitle) return <span className={styles.logo}>{content}</span>;
  return (
    <LocaleLink to="/" className={styles.logo}>
      {content}
    </LocaleLink>
  );
}
