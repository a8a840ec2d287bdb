import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { formatMoney, isAuthenticated, useLocation, useSessionStore, useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import { useOperatorSettings } from '../../platform/operator';
import { balanceParts } from './balance';
import { focusables, wrapFocus } from '../../platform/focus-trap';
import { accountLinks, MORE_NAV, NAV } from './nav';
import styles from './Sidebar.module.css';

export interface SidebarProps {
  onClose(): void;
  languageSwitch?: ReactNode;
  onAuthLink?: (event: MouseEvent<HTMLAnchorElement>, view: 'login' | 'registration') => void;
  onSignOut?: () => void;
}

/**
 * The sidebar dialog of spec §2: the menu, balance, sign-in and registration or the player's links
 * and sign-out, support, the language switch. Focus stays inside; Escape, the close button, a click
 * outside and any navigation close it.
 */
export function Sidebar({ onClose, languageSwitch, onAuthLink, onSignOut }: SidebarProps) {
  const { t } = useTranslation('shell');
  const account = useSessionStore((s) => s.account);
  const { features } = useOperatorSettings();
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const opened = useRef(location.key);

  useEffect(() => {
    if (location.key !== opened.current) onClose();
  }, [location.key, onClose]);

  // Before paint, so a key pressed as soon as the menu shows (Escape, Tab) already acts inside it.
  useLayoutEffect(() => {
    const root = ref.current;
    if (root) focusables(root)[0]?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const next = wrapFocus(focusables(ref.current), document.activeElement as HTMLElement | null, e.shiftKey);
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };

  const signedIn = isAuthenticated(account);
  const parts = signedIn ? balanceParts(account) : null;
  return (
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby="sidebar-title" id="sidebar" className={styles.sidebar} onKeyDown={onKeyDown}>
        <h2 id="sidebar-title" className={styles.title}>
          {t('sidebar.title')}
        </h2>
        <div className={styles.top}>
          <button type="button" className={styles.close} onClick={onClose}>
            <span aria-hidden="true">×</span> {t('close')}
          </button>
          {languageSwitch}
        </div>
        {parts ? (
          <div className={styles.money}>
            <LocaleLink to="/cashier/deposit" className={styles.balance}>
              {t('header.balance')} <span data-testid="sidebar-balance">{formatMoney(parts.total.amount, parts.total.currency)}</span>
            </LocaleLink>
            <LocaleLink to="/cashier/deposit" className={styles.primary}>
              {t('header.deposit')}
            </LocaleLink>
            {parts.split && (
              <dl className={styles.parts}>
                <div>
                  <dt>
                    {t('header.realMoney')} <span className={styles.note}>{t('header.withdrawable')}</span>
                  </dt>
                  <dd>{formatMoney(parts.real.amount, parts.real.currency)}</dd>
                </div>
                <div>
                  <dt>
                    {t('header.bonusMoney')} <span className={styles.note}>{t('header.wagerFirst')}</span>
                  </dt>
                  <dd>{formatMoney(parts.bonus.amount, parts.bonus.currency)}</dd>
                </div>
              </dl>
            )}
          </div>
        ) : (
          <div className={styles.money}>
            <LocaleLink
              to="/forms/sign_in"
              className={styles.secondary}
              onClick={(e) => {
                onAuthLink?.(e, 'login');
                if (e.defaultPrevented) onClose();
              }}
            >
              {t('header.signIn')}
            </LocaleLink>
            <LocaleLink
              to="/forms/sign_up"
              className={styles.primary}
              onClick={(e) => {
                onAuthLink?.(e, 'registration');
                if (e.defaultPrevented) onClose();
              }}
            >
              {t('header.signUp')}
            </LocaleLink>
          </div>
        )}
        <nav aria-label={t('sidebar.menu')} className={styles.links}>
          {[...NAV, ...MORE_NAV].map((item) => (
            <LocaleLink key={item.to} to={item.to}>
              {t(item.key)}
            </LocaleLink>
          ))}
        </nav>
        {signedIn && (
          <nav aria-label={t('sidebar.account')} className={styles.links}>
            {accountLinks(features).map((item) => (
              <LocaleLink key={item.to} to={item.to}>
                {t(item.key)}
              </LocaleLink>
            ))}
          </nav>
        )}
        <div className={styles.links}>
          <LocaleLink to="/support">{t('footer.support')}</LocaleLink>
          {signedIn && (
            <button
              type="button"
              className={styles.signOut}
              onClick={() => {
                onClose();
                onSignOut?.();
              }}
            >
              {t('header.signOut')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
