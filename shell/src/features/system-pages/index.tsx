import { useTranslation } from '@casino/shared';
import type { RouteObject } from 'react-router';
import { LocaleLink } from '../../app/LocaleLink';
import styles from './SystemPage.module.css';

interface InfoPageProps {
  /** Key under `pages.` in the shell's strings: title, text, button. */
  page: string;
  /** Where the page's button leads (spec §2), if it has one. */
  to?: string;
}

/** A page of the shell that shows a heading, a text and at most one button. */
export function InfoPage({ page, to }: InfoPageProps) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} aria-labelledby={`${page}-title`}>
      <h1 id={`${page}-title`} className={styles.title}>
        {t(`pages.${page}.title`)}
      </h1>
      <p className={styles.text}>{t(`pages.${page}.text`)}</p>
      {to && (
        <LocaleLink to={to} className={styles.button}>
          {t(`pages.${page}.button`)}
        </LocaleLink>
      )}
    </section>
  );
}

/** Pages the shell itself owns (spec §2), relative to the locale root. */
export const shellPages: RouteObject[] = [
  { path: 'forms/sign_in', handle: { layout: 'empty' }, element: <InfoPage page="signIn" to="/" /> },
  { path: 'forms/sign_up', handle: { layout: 'empty' }, element: <InfoPage page="signUp" to="/" /> },
  { path: 'confirmation', element: <InfoPage page="confirmation" /> },
  { path: 'confirmation/success', element: <InfoPage page="confirmationSuccess" to="/gamehall" /> },
  { path: 'support', element: <InfoPage page="support" /> },
  { path: 'unsubscribe', element: <InfoPage page="unsubscribe" /> },
  { path: 'responsible-game', element: <InfoPage page="responsibleGame" /> },
  { path: 'bets/*', element: <InfoPage page="bets" /> },
  { path: 'maintenance', handle: { layout: 'empty' }, element: <InfoPage page="maintenance" /> },
  { path: 'forbidden', handle: { layout: 'empty' }, element: <InfoPage page="forbidden" /> },
  { path: 'user-block', element: <InfoPage page="userBlock" to="/support" /> },
];
