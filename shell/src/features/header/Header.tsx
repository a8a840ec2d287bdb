import type { MouseEvent, ReactNode } from 'react';
import { formatMoney, isAuthenticated, useSessionStore, useTranslation } from '@casino/shared';
import { LocaleLink, LocaleNavLink } from '@casino/shared/remote';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { totalBalance } from './balance';
import styles from './Header.module.css';

const NAV = [
  { to: '/gamehall', key: 'nav.gamehall' },
  { to: '/tournaments', key: 'nav.tournaments' },
  { to: '/jackpots', key: 'nav.jackpots' },
  { to: '/offers', key: 'nav.offers' },
  { to: '/loyalty', key: 'nav.loyalty' },
  { to: '/betting', key: 'nav.betting' },
] as const;

export interface HeaderProps {
  compact?: boolean;
  /** The language switch, at the end of the actions. */
  languageSwitch?: ReactNode;
  /** Sign-in and sign-up links call it on click (to open the popup instead of the form page). */
  onAuthLink?: (event: MouseEvent<HTMLAnchorElement>, view: 'login' | 'registration') => void;
  onSignOut?: () => void;
  /** Signed-in players' link to their notifications (with the unread count), before the profile link. */
  notifications?: ReactNode;
}

export function Header({ compact = false, languageSwitch, onAuthLink, onSignOut, notifications }: HeaderProps) {
  const { t } = useTranslation('shell');
  const account = useSessionStore((s) => s.account);
  return (
    <header className={compact ? `${styles.header} ${styles.compact}` : styles.header}>
      <a href="#main" className={styles.skip}>
        {t('header.skipToContent')}
      </a>
      <LocaleLink to="/" className={styles.logo} aria-label={t('header.home')}>
        <span aria-hidden="true" className={styles.logoMark}>
          ◆
        </span>
        <span className={styles.logoText}>Oltin Casino</span>
      </LocaleLink>
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
        <RemoteSlot name="casino" slot="header.search" minHeight={40} quiet />
        {isAuthenticated(account) ? (
          <>
            <LocaleLink to="/cashier/deposit" className={styles.balance} aria-label={t('header.balance')}>
              <span data-testid="header-balance">
                {(() => {
                  const total = totalBalance(account);
                  return formatMoney(total.amount, total.currency);
                })()}
              </span>
            </LocaleLink>
            <LocaleLink to="/cashier/deposit" className={styles.primary}>
              {t('header.deposit')}
            </LocaleLink>
            {notifications}
            <LocaleLink to="/profile/settings" className={styles.secondary}>
              {t('header.profile')}
            </LocaleLink>
            <button type="button" className={styles.secondary} onClick={onSignOut}>
              {t('header.signOut')}
            </button>
          </>
        ) : (
          <>
            <LocaleLink to="/forms/sign_in" className={styles.secondary} onClick={(e) => onAuthLink?.(e, 'login')}>
              {t('header.signIn')}
            </LocaleLink>
            <LocaleLink to="/forms/sign_up" className={styles.primary} onClick={(e) => onAuthLink?.(e, 'registration')}>
              {t('header.signUp')}
            </LocaleLink>
          </>
        )}
        {languageSwitch}
      </div>
    </header>
  );
}
