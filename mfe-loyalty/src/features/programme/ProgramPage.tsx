import { useId } from 'react';
import { ApiError, useParams, useTranslation } from '@casino/shared';
import { EmptyState, ErrorState, Loader } from '@casino/shared/ui';
import { LocaleLink, useAsync } from '@casino/shared/remote';
import { loadProgram } from './api';
import { LevelList } from './LevelList';
import styles from './Programme.module.css';

/** Spec §2 /loyalty/{sysname}: one programme in detail, with its levels. */
export function ProgramPage() {
  const { t } = useTranslation('loyalty');
  const { sysname = '' } = useParams();
  const levelsId = useId();
  const state = useAsync((signal) => loadProgram(signal, sysname), [sysname]);
  if (!state.data) {
    const missing = state.error instanceof ApiError && state.error.is('InvalidParameter');
    return (
      <section className={styles.page} aria-labelledby="loyalty-program-title">
        <h1 id="loyalty-program-title">{t('title')}</h1>
        {state.status === 'error' ? (
          missing ? (
            <EmptyState heading={t('programme.notFound')} headingLevel={2} action={<LocaleLink to="/loyalty">{t('programme.back')}</LocaleLink>} />
          ) : (
            <ErrorState heading={t('programme.loadError')} headingLevel={2} action={{ label: t('retry'), onClick: state.reload }} />
          )
        ) : (
          <Loader label={t('programme.loading')} />
        )}
      </section>
    );
  }
  const program = state.data;
  const title = typeof program.description.title === 'string' && program.description.title ? program.description.title : t('title');
  return (
    <section className={styles.page} aria-labelledby="loyalty-program-title">
      <LocaleLink className={styles.link} to="/loyalty">
        {t('programme.back')}
      </LocaleLink>
      <h1 id="loyalty-program-title">{title}</h1>
      {typeof program.description.text === 'string' && <p>{program.description.text}</p>}
      <h2 id={levelsId}>{t('programme.levels')}</h2>
      <LevelList levels={program.levels} headingId={levelsId} />
    </section>
  );
}
