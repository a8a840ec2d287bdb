import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, formatDate, formatTime, useTranslation } from '@casino/shared';
import { Button, EmptyState, ErrorState, Loader, ProgressBar, TextField, cx } from '@casino/shared/ui';
import { errorKey, useAsync } from '@casino/shared/remote';
import { loadExports, requestExport, type ExportList, type HistoryExport } from './api';
import { useExportsEnabled } from './BetsLayout';
import { checkExportPeriod, defaultExportPeriod, EXPORT_POLL_MS, exportParams, fileSize, isoDay, isPending, mergeExports, type PeriodError } from './rules';
import styles from './Bets.module.css';

/** /profile/bets/exports: CSV files of the history by period; the list asks again while a file is prepared. */
export function BetExportsPage() {
  const { t } = useTranslation('profile');
  const enabled = useExportsEnabled();
  const list = useAsync((signal) => loadExports(signal), [], enabled);
  const pending = list.data?.items.some(isPending) ?? false;
  const { setData } = list;

  // While a file is being prepared, its status is asked again every few seconds (a failed ask waits for the next).
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      loadExports(controller.signal).then(
        (fresh) => setData((d) => (d ? { ...fresh, items: mergeExports(d.items, fresh.items) } : fresh)),
        () => {},
      );
    }, EXPORT_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [pending, setData]);

  if (!enabled) return <EmptyState heading={t('bets.exports.off')} headingLevel={1} />;
  return (
    <section className={styles.page} aria-labelledby="bets-exports-title">
      <h1 id="bets-exports-title" className={styles.title}>
        {t('bets.exports.title')}
      </h1>
      <p className={styles.intro}>{t('bets.exports.intro')}</p>
      {list.data ? (
        <>
          <ExportForm
            limits={list.data.limits}
            onQueued={(e) => list.setData((d) => (d ? { ...d, items: mergeExports(d.items, [e]), total: d.total + 1 } : d))}
          />
          <ExportRequests items={list.data.items} />
        </>
      ) : list.status === 'error' ? (
        <ErrorState
          heading={t('bets.exports.loadError')}
          text={t(errorKey(list.error))}
          action={{ label: t('common.retry'), onClick: list.reload }}
          headingLevel={2}
        />
      ) : (
        <Loader label={t('bets.exports.loading')} />
      )}
    </section>
  );
}

function ExportForm({ limits, onQueued }: { limits: ExportList['limits']; onQueued(e: HistoryExport): void }) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(() => defaultExportPeriod(new Date()));
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', PeriodError>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const today = isoDay(new Date());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const now = new Date();
    const found = checkExportPeriod(values, limits.max_days, now);
    setErrors(found);
    setServerErrors({});
    setOutcome(null);
    if (found.from || found.to) return;
    setBusy(true);
    try {
      onQueued(await requestExport(exportParams(values, now)));
      setOutcome({ ok: true, text: t('bets.exports.queued') });
    } catch (error) {
      if (error instanceof ApiError && error.is('InvalidParameter') && error.fields) {
        const fields = error.fields;
        setServerErrors({ ...(fields.from ? { from: t('bets.periodErrors.invalid') } : {}), ...(fields.to ? { to: t('bets.periodErrors.invalid') } : {}) });
      }
      setOutcome({
        ok: false,
        text: error instanceof ApiError && error.is('TooManyRequests') ? t('bets.exports.tooMany', { count: limits.max_pending }) : t(errorKey(error)),
      });
    } finally {
      setBusy(false);
    }
  };
  const message = (field: 'from' | 'to') => {
    const key = errors[field];
    return key ? t(`bets.periodErrors.${key}`, { days: limits.max_days }) : (serverErrors[field] ?? null);
  };

  return (
    <form className={styles.exportForm} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="bets-export-form-title">
      <h2 id="bets-export-form-title" className={styles.subtitle}>
        {t('bets.exports.formTitle')}
      </h2>
      <div className={styles.period}>
        <TextField
          label={t('bets.filters.from')}
          type="date"
          required
          max={today}
          value={values.from}
          onChange={(e) => setValues((v) => ({ ...v, from: e.target.value }))}
          error={message('from')}
        />
        <TextField
          label={t('bets.filters.to')}
          type="date"
          required
          max={today}
          value={values.to}
          onChange={(e) => setValues((v) => ({ ...v, to: e.target.value }))}
          error={message('to')}
          hint={t('bets.exports.hint', { days: limits.max_days })}
        />
      </div>
      <div className={styles.filterActions}>
        <Button type="submit" loading={busy}>
          {t('bets.exports.submit')}
        </Button>
      </div>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? styles.success : styles.error}>
          {outcome.text}
        </p>
      )}
    </form>
  );
}

function ExportRequests({ items }: { items: readonly HistoryExport[] }) {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="bets-export-list-title" className={styles.exportList}>
      <h2 id="bets-export-list-title" className={styles.subtitle}>
        {t('bets.exports.listTitle')}
      </h2>
      {items.length === 0 ? (
        <EmptyState heading={t('bets.exports.empty')} headingLevel={3} />
      ) : (
        <ul className={styles.requests} aria-live="polite">
          {items.map((item) => (
            <ExportRequest key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ExportRequest({ item }: { item: HistoryExport }) {
  const { t } = useTranslation('profile');
  const period = t('bets.exports.period', { from: formatDate(item.from), to: formatDate(item.to) });
  return (
    <li className={styles.request} aria-label={period}>
      <div className={styles.requestHead}>
        <span className={styles.gameName}>{period}</span>
        <span className={cx(styles.badge, styles[`export_${item.status}`])}>{t(`bets.exports.status.${item.status}`)}</span>
      </div>
      <span className={styles.meta}>{t('bets.exports.requested', { at: `${formatDate(item.created_at)} ${formatTime(item.created_at)}` })}</span>
      {item.status === 'processing' && <ProgressBar label={t('bets.exports.progressLabel', { period })} percent={item.progress} size="sm" />}
      {item.status === 'queued' && <span className={styles.meta}>{t('bets.exports.waiting')}</span>}
      {item.status === 'ready' && item.url && (
        <p className={styles.download}>
          <a href={item.url} download className={styles.link} aria-label={t('bets.exports.downloadLabel', { period })}>
            {t('bets.exports.download')}
          </a>
          <span className={styles.meta}>
            {[
              item.rows !== null ? t('bets.exports.rows', { count: item.rows }) : null,
              item.size !== null ? fileSize(item.size) : null,
              item.expires_at !== null ? t('bets.exports.until', { at: `${formatDate(item.expires_at)} ${formatTime(item.expires_at)}` }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </p>
      )}
      {item.status === 'failed' && <p className={styles.error}>{t(item.error === 'too_many_rows' ? 'bets.exports.tooManyRows' : 'bets.exports.failed')}</p>}
      {item.status === 'expired' && <p className={styles.meta}>{t('bets.exports.expired')}</p>}
    </li>
  );
}
