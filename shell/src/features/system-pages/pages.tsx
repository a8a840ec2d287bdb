import { useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import styles from '../../platform/ui/SystemPage.module.css';
import type { FatalPage } from '../../platform/fatal';

interface InfoPageProps {
  /** Key under `pages.` in the shell's strings: title, text, button. */
  page: string;
  /** Where the page's button leads (spec §2), if it has one. */
  to?: string;
  /** HTTP-like code shown above the title (403, 503). */
  code?: string;
}

/** A page of the shell that shows a heading, a text and at most one button. */
export function InfoPage({ page, to, code }: InfoPageProps) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} aria-labelledby={`${page}-title`}>
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
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

/** The page of a fatal error (spec §8) with its code and button (spec §2: user block → support). */
export function FatalPageView({ page }: { page: FatalPage }) {
  const { code, to } = FATAL_PAGES[page];
  return <InfoPage page={page} code={code} {...(to ? { to } : {})} />;
}

const FATAL_PAGES: Record<FatalPage, { code: string; to?: string }> = {
  userBlock: { code: '403', to: '/support' },
  maintenance: { code: '503' },
  forbidden: { code: '403' },
};

/** The errors slot: something failed that is no fatal error; the way on is the game hall (spec §2). */
export function ErrorsSlot() {
  return <InfoPage page="errors" to="/gamehall" />;
}
