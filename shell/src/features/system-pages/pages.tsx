import type { ReactNode } from 'react';
import {
  exclusionOfFields,
  formatDate,
  formatTime,
  Link,
  useLocaleStore,
  useLocation,
  useNavigate,
  useTranslation,
  type ExclusionDetails,
} from '@casino/shared';
import { siteWindow } from '@casino/contract/maintenance/index';
import { returnPath, useRecheck } from '../../platform/maintenance';
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
  /** Instead of the page's own title and text (a variant of the page). */
  title?: ReactNode;
  text?: ReactNode;
}

/** A page of the shell that shows a heading, a text and at most one button. */
export function InfoPage({ page, to, code, title, text }: InfoPageProps) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} aria-labelledby={`${page}-title`}>
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id={`${page}-title`} className={styles.title}>
        {title ?? t(`pages.${page}.title`)}
      </h1>
      <p className={styles.text}>{text ?? t(`pages.${page}.text`)}</p>
      {to && (
        <LocaleLink to={to} className={styles.button}>
          {t(`pages.${page}.button`)}
        </LocaleLink>
      )}
    </section>
  );
}

/** The page of a fatal error (spec §8) with its code and button (spec §2: user block → support). */
export function FatalPageView({ page, exclusion, message }: { page: FatalPage; exclusion?: ExclusionDetails | null; message?: string | null }) {
  const { code, to } = FATAL_PAGES[page];
  if (page === 'userBlock') return <UserBlockPage exclusion={exclusion ?? null} />;
  if (page === 'maintenance') return <MaintenancePage code={code} message={message ?? null} />;
  return <InfoPage page={page} code={code} {...(to ? { to } : {})} />;
}

/** How the maintenance page is told the operator's message and the page the player was on when it is navigated to (history state). */
export interface MaintenanceState {
  message?: string;
  from?: string;
}

/** The operator's message of a maintenance answer (`fields.message`), as plain text of bounded length. */
export function maintenanceMessage(fields: unknown): string | null {
  const message = (fields as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 500) : null;
}

export function maintenanceState(fields: unknown, from?: string | null): MaintenanceState | undefined {
  const message = maintenanceMessage(fields);
  if (!message && !from) return undefined;
  return { ...(message ? { message } : {}), ...(from ? { from } : {}) };
}

/**
 * The maintenance page (spec §6), with the operator's message (when it gave one) under the text.
 * It rechecks by itself (with backoff) and, once the site is back, returns the player to the page
 * they were on (history state `from`; shown in place of a page, that page). Reached directly, it
 * links home.
 */
function MaintenancePage({ code, message }: { code: string | undefined; message: string | null }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const told = message ?? maintenanceMessage(location.state);
  const atOwnAddress = /(^|\/)maintenance\/?$/.test(location.pathname);
  const from = atOwnAddress ? returnPath((location.state as MaintenanceState | null)?.from) : `${location.pathname}${location.search}`;
  useRecheck(locale, from !== null, null, (status) => {
    if (from && !siteWindow(status.windows, locale)) void navigate(from, { replace: true });
  });
  return (
    <section className={styles.page} aria-labelledby="maintenance-title">
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id="maintenance-title" className={styles.title}>
        {t('pages.maintenance.title')}
      </h1>
      <p className={styles.text}>
        {t('pages.maintenance.text')}
        {told && (
          <>
            <br />
            <strong>{told}</strong>
          </>
        )}
      </p>
      {from ? (
        <>
          <p className={styles.text} role="status">
            {t('maintenance.returns')}
          </p>
          <Link to={from} replace className={styles.button}>
            {t('maintenance.back')}
          </Link>
        </>
      ) : (
        <LocaleLink to="/" className={styles.button}>
          {t('maintenance.home')}
        </LocaleLink>
      )}
    </section>
  );
}

/** How the user block page is told of a self-exclusion when it is navigated to (history state). */
export interface UserBlockState {
  exclusion: { reason: string; until: string };
}

export function userBlockState(exclusion: ExclusionDetails | null): UserBlockState | undefined {
  return exclusion ? { exclusion: { reason: exclusion.reason, until: exclusion.until?.toISOString() ?? '' } } : undefined;
}

function exclusionOfState(state: unknown): ExclusionDetails | null {
  const exclusion = (state as Partial<UserBlockState> | null)?.exclusion;
  return exclusion && typeof exclusion === 'object' ? exclusionOfFields(exclusion) : null;
}

/**
 * The user block page (spec §2, §6): a ban by the operator, or the player's own time-out or
 * self-exclusion, told with its end (date and time on this device) or as permanent. The button
 * leads to support.
 */
function UserBlockPage({ exclusion }: { exclusion: ExclusionDetails | null }) {
  const { t } = useTranslation('shell');
  const { state } = useLocation();
  const shown = exclusion ?? exclusionOfState(state);
  const { code, to } = FATAL_PAGES.userBlock;
  if (!shown) return <InfoPage page="userBlock" code={code} to={to} />;
  const until = shown.until;
  return until ? (
    <InfoPage
      page="userBlock"
      code={code}
      to={to}
      title={t('pages.userBlock.timeOut.title')}
      text={t('pages.userBlock.timeOut.text', { date: formatDate(until), time: formatTime(until) })}
    />
  ) : (
    <InfoPage page="userBlock" code={code} to={to} title={t('pages.userBlock.selfExcluded.title')} text={t('pages.userBlock.selfExcluded.text')} />
  );
}

const FATAL_PAGES: Record<FatalPage, { code: string; to?: string }> & { userBlock: { code: string; to: string } } = {
  userBlock: { code: '403', to: '/support' },
  maintenance: { code: '503' },
  forbidden: { code: '403' },
};

/** The errors slot: something failed that is no fatal error; the way on is the game hall (spec §2). */
export function ErrorsSlot() {
  return <InfoPage page="errors" to="/gamehall" />;
}
