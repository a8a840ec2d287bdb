import { useEffect, type MouseEvent } from 'react';
import { isAuthenticated, localePath, useLocaleStore, useNavigate, useSessionStore, useTranslation } from '@casino/shared';
import { askToSignIn, LocaleLink } from '@casino/shared/remote';
import { operatorSettings } from '../../platform/operator';
import { formToTools, PLAYER_PAGE, TOOLS } from './tools';
import styles from './ResponsibleGaming.module.css';

/**
 * Sign-in and sign-up links open the popup, as the header's do; a click with a modifier (new tab)
 * and every click while the operator has the popup off follow the link to the form page. Either
 * way the player lands on the tools: the form's link carries `redirectUrl`, and for the popup this
 * page's address takes it (the finished sign-in follows it).
 */
function openAuth(event: MouseEvent<HTMLAnchorElement>, view: 'login' | 'registration', setReturn: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (!operatorSettings().authPopupEnabled) return;
  event.preventDefault();
  setReturn();
  askToSignIn(view);
}

/**
 * `/responsible-game` (spec §2), public: what the responsible-gaming tools are, and the way to
 * them (sign in, register) and to support. A signed-in player is taken to the tools themselves.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => isAuthenticated(s.account));
  const locale = useLocaleStore((s) => s.locale);
  const tools = localePath(locale, PLAYER_PAGE);
  const setReturn = () => void navigate({ search: `?redirectUrl=${encodeURIComponent(tools)}` }, { replace: true });

  // In an effect: the server renders the guest's page, and the browser's first render matches it.
  useEffect(() => {
    if (signedIn) void navigate(localePath(useLocaleStore.getState().locale, PLAYER_PAGE), { replace: true });
  }, [signedIn, navigate]);

  if (signedIn) {
    return (
      <p className={styles.page} role="status">
        {t('responsibleGaming.redirecting')}
      </p>
    );
  }
  return (
    <article className={styles.page} aria-labelledby="responsible-gaming-title">
      <h1 id="responsible-gaming-title">{t('responsibleGaming.title')}</h1>
      <p className={styles.lead}>{t('responsibleGaming.lead')}</p>

      <section aria-labelledby="responsible-gaming-tools">
        <h2 id="responsible-gaming-tools">{t('responsibleGaming.toolsTitle')}</h2>
        <ul className={styles.tools}>
          {TOOLS.map((tool) => (
            <li key={tool} className={styles.tool}>
              <h3>{t(`responsibleGaming.tools.${tool}.title`)}</h3>
              <p>{t(`responsibleGaming.tools.${tool}.text`)}</p>
              <LocaleLink
                to={formToTools('sign_in', tools)}
                className={styles.toolLink}
                aria-label={t('responsibleGaming.toolLinkName', { tool: t(`responsibleGaming.tools.${tool}.title`) })}
                onClick={(e) => openAuth(e, 'login', setReturn)}
              >
                {t('responsibleGaming.toolLink')}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="responsible-gaming-player">
        <h2 id="responsible-gaming-player">{t('responsibleGaming.playerTitle')}</h2>
        <p>{t('responsibleGaming.player')}</p>
        <p className={styles.actions}>
          <LocaleLink to={formToTools('sign_in', tools)} className={styles.secondary} onClick={(e) => openAuth(e, 'login', setReturn)}>
            {t('responsibleGaming.signIn')}
          </LocaleLink>
          <LocaleLink to={formToTools('sign_up', tools)} className={styles.primary} onClick={(e) => openAuth(e, 'registration', setReturn)}>
            {t('responsibleGaming.signUp')}
          </LocaleLink>
        </p>
      </section>

      <section aria-labelledby="responsible-gaming-help">
        <h2 id="responsible-gaming-help">{t('responsibleGaming.helpTitle')}</h2>
        <p>{t('responsibleGaming.help')}</p>
        <p className={styles.actions}>
          <LocaleLink to="/support" className={styles.secondary}>
            {t('responsibleGaming.support')}
          </LocaleLink>
        </p>
      </section>
    </article>
  );
}
