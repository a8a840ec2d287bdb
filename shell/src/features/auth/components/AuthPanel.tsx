import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@casino/shared';
import type { AuthView } from '../constants';
import type { SignInStep, TicketStep } from '../rules/two-factor';
import { LoginForm } from './LoginForm';
import { RegistrationForm } from './RegistrationForm';
import { RestoreForm } from './RestoreForm';
import { TwoFactorForm } from './TwoFactorForm';
import styles from './Auth.module.css';

export interface AuthPanelProps {
  initialView: AuthView;
  /** 1 on the form pages, 2 inside the popup. */
  headingLevel?: 1 | 2;
  /** The code step of a social sign-in that came back with two-factor on. */
  initialTwoFactor?: TicketStep;
}

const TABS = ['login', 'registration'] as const;

/**
 * Sign-in, registration and password restore in one place: two tabs (sign-in, registration),
 * the two-factor step of sign-in, and the restore steps behind "Forgot your password?".
 */
export function AuthPanel({ initialView, headingLevel = 2, initialTwoFactor }: AuthPanelProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [view, setView] = useState<AuthView>(initialView);
  /** Credentials (or the ticket) and resend time of the two-factor step (spec §4), kept only while it shows. */
  const [twoFactor, setTwoFactor] = useState<SignInStep | null>(initialTwoFactor ?? null);
  // A popup already open when a social sign-in comes back moves to its code step.
  useEffect(() => {
    if (initialTwoFactor) setTwoFactor(initialTwoFactor);
  }, [initialTwoFactor]);
  const [login, setLogin] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  /** After a tab switch the focus stays on the tab (ARIA tabs pattern). */
  const [focusField, setFocusField] = useState(true);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const show = (next: AuthView, { fromTab = false } = {}) => {
    setFocusField(!fromTab);
    setView(next);
    setTwoFactor(null);
    setNotice(null);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    show(TABS[next]!, { fromTab: true });
    tabRefs.current[next]?.focus();
  };

  const title = twoFactor ? t('auth.twoFactor.title') : t(`auth.${view}.title`);

  return (
    <div className={styles.panel}>
      {view !== 'restore' && !twoFactor && (
        <div role="tablist" aria-label={t('auth.tabs.label')} className={styles.tabs}>
          {TABS.map((tab, i) => (
            <button
              key={tab}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab}-tab`}
              aria-selected={view === tab}
              aria-controls={`${id}-panel`}
              tabIndex={view === tab ? 0 : -1}
              className={styles.tab}
              onClick={() => show(tab, { fromTab: true })}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {t(`auth.tabs.${tab}`)}
            </button>
          ))}
        </div>
      )}
      <div
        id={`${id}-panel`}
        className={styles.panel}
        {...(view !== 'restore' && !twoFactor ? { role: 'tabpanel', 'aria-labelledby': `${id}-${view}-tab` } : {})}
      >
        <Heading className={styles.title}>{title}</Heading>
        {twoFactor ? (
          <TwoFactorForm payload={twoFactor} onBack={() => setTwoFactor(null)} />
        ) : view === 'login' ? (
          <LoginForm
            autoFocus={focusField}
            defaultLogin={login}
            notice={notice}
            onTwoFactor={setTwoFactor}
            onForgot={(typed) => {
              setLogin(typed);
              show('restore');
            }}
          />
        ) : view === 'registration' ? (
          <RegistrationForm autoFocus={focusField} onTwoFactor={setTwoFactor} />
        ) : (
          <RestoreForm
            defaultLogin={login}
            onBack={() => show('login')}
            onDone={(restored) => {
              setLogin(restored);
              show('login');
              setNotice(t('auth.restore.done'));
            }}
          />
        )}
      </div>
    </div>
  );
}
